import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { SendPanel } from './send-panel';
import { apiCalls, serveApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const SEND = '/api/admin/articles/article-1/send';
const none = { state: 'none', total: 0, sent: 0, skipped: 0, failed: 0 };

describe('send to subscribers', () => {
  it('sends a test first, then after a confirmation sends to everyone and shows the progress until done', async () => {
    const user = userEvent.setup();
    // after the start: one read while sending, then done for good
    const afterStart = [
      { ...none, state: 'sending', total: 3, sent: 1 },
      { ...none, state: 'done', total: 3, sent: 2, skipped: 1, finishedAt: '2026-07-01T08:31:00.000Z' },
    ];
    let started = false;
    const fetchMock = serveApi({
      [`GET ${SEND}`]: () => jsonResponse(!started ? none : afterStart.length > 1 ? afterStart.shift() : afterStart[0]),
      [`POST ${SEND}-test`]: () => jsonResponse({ ...none, testSentTo: 'leads@meridianadvisory.co.uk' }),
      [`POST ${SEND}`]: () => {
        started = true;
        return jsonResponse({ ...none, state: 'sending', total: 3 }, 202);
      },
    });
    renderWithApp(<SendPanel articleId="article-1" title="First article" />);
    const sendAll = await screen.findByRole('button', { name: 'Send to all confirmed subscribers' });
    expect(sendAll).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Send a test to' })).toHaveValue('leads@meridianadvisory.co.uk');

    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(/Test sent to leads@meridianadvisory.co.uk/)).toBeInTheDocument();
    expect(sendAll).toBeEnabled();

    await user.click(sendAll);
    const dialog = await screen.findByRole('dialog', { name: 'Send to all confirmed subscribers?' });
    expect(dialog).toHaveTextContent('"First article" goes to every confirmed subscriber');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText(/Sending: 1 of 3 sent, 0 skipped, 0 failed/)).toBeInTheDocument();
    expect(
      await screen.findByText(/Done: 2 of 3 sent, 1 skipped, 0 failed\. Finished 1 Jul 2026, 09:31/),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Emails sent' })).toHaveAttribute('aria-valuenow', '3');
    const posts = apiCalls(fetchMock).filter(([call]) => call.startsWith('POST'));
    expect(posts).toEqual([
      [`POST ${SEND}-test`, { to: 'leads@meridianadvisory.co.uk' }],
      [`POST ${SEND}`, undefined],
    ]);
    // polling stops once the send is done
    const reads = apiCalls(fetchMock).filter(([call]) => call === `GET ${SEND}`).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(apiCalls(fetchMock).filter(([call]) => call === `GET ${SEND}`)).toHaveLength(reads);
  });

  it('refuses an address that is not one and shows a refused test', async () => {
    const user = userEvent.setup();
    const fetchMock = serveApi({
      [`GET ${SEND}`]: () => jsonResponse(none),
      [`POST ${SEND}-test`]: () => jsonResponse({ error: 'This address is suppressed' }, 409),
    });
    renderWithApp(<SendPanel articleId="article-1" title="First article" />);
    const to = await screen.findByRole('textbox', { name: 'Send a test to' });
    await user.clear(to);
    await user.type(to, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter(([call]) => call.startsWith('POST'))).toEqual([]);

    await user.clear(to);
    await user.type(to, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(/Could not send the test: This address is suppressed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to all confirmed subscribers' })).toBeDisabled();
  });

  it('shows a finished send without offering to send again', async () => {
    serveApi({
      [`GET ${SEND}`]: () =>
        jsonResponse({
          ...none,
          state: 'done',
          total: 5,
          sent: 5,
          testSentAt: '2026-07-01T08:00:00.000Z',
        }),
    });
    renderWithApp(<SendPanel articleId="article-1" title="First article" />);
    expect(await screen.findByText(/Done: 5 of 5 sent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to all confirmed subscribers' })).toBeNull();
    expect(screen.getByText(/Last test sent 1 Jul 2026, 09:00/)).toBeInTheDocument();
  });
});
