import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { ComposeEmailScreen, type ComposeLead } from './compose-email-screen';

/** The compose screen (docs/product/outreach.md#sending), found by role and label, against a stubbed API. */

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = '/api/admin/leads/lead-1/email-preview';
const SEND = '/api/admin/leads/lead-1/emails';
const LEAD: ComposeLead = { id: 'lead-1', name: 'Ada Lovelace', email: 'ada@example.com' };

type Answer = (body: unknown) => Response;
function serve(routes: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return route ? route(body) : jsonResponse({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posted = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the compose screen', () => {
  it('fills a template with the lead’s data, flags the fallbacks, and sends what was edited', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      [`POST ${PREVIEW}`]: () =>
        jsonResponse({ subject: 'Hello Ada', text: 'Hi Ada at your organisation', missing: ['company'] }),
      [`POST ${SEND}`]: () => jsonResponse({ messageId: 'm-1' }, 201),
    });
    renderWithApp(<ComposeEmailScreen lead={LEAD} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'email1');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Hello Ada');
    expect(screen.getByRole('textbox', { name: 'Email text' })).toHaveValue('Hi Ada at your organisation');
    expect(screen.getByText(/Company: “your organisation”/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email text' }), '!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent to Ada Lovelace.')).toBeInTheDocument();
    expect(posted(fetchMock, SEND)).toEqual([
      { templateId: 'email1', subject: 'Hello Ada', text: 'Hi Ada at your organisation!' },
    ]);
  });

  it('says why a send failed and keeps what was typed', async () => {
    const user = userEvent.setup();
    serve({
      [`POST ${SEND}`]: () =>
        jsonResponse(
          { error: 'You have sent 100 emails today, the daily limit. Your text is kept: send it tomorrow.' },
          429,
        ),
    });
    renderWithApp(<ComposeEmailScreen lead={LEAD} />);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'A note');
    await user.type(screen.getByRole('textbox', { name: 'Email text' }), 'Written by hand');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: You have sent 100 emails today');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('A note');
    expect(screen.getByRole('textbox', { name: 'Email text' })).toHaveValue('Written by hand');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('starts from the template of the address and refuses a lead that opted out', async () => {
    serve({ [`POST ${PREVIEW}`]: () => jsonResponse({ subject: 'Email 2', text: 'Body', missing: [] }) });
    renderWithApp(
      <ComposeEmailScreen
        lead={{ ...LEAD, doNotEmail: { at: '2026-11-01T00:00:00.000Z', reason: 'opted-out' } }}
        initialTemplate="email2"
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Email 2');
    expect(screen.getByRole('alert')).toHaveTextContent('This lead opted out of email');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
