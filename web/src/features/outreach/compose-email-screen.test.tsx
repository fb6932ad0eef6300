import { screen, waitFor } from '@testing-library/react';
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

  it('shows the running sequence in UK time, switches it to automatic and stops it', async () => {
    const user = userEvent.setup();
    const SEQUENCE = '/api/admin/leads/lead-1/sequence';
    const stored = {
      id: 'lead-1',
      name: 'Ada Lovelace',
      source: 'linkedin',
      status: 'initial_contact',
      priorityScore: 5,
      probabilityPercent: 25,
      aiScore: 40,
      version: 2,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-27T09:00:00.000Z',
    };
    const fetchMock = serve({
      [`PUT ${SEQUENCE}`]: (body) =>
        jsonResponse({
          ...stored,
          outreachSequence:
            'stop' in (body as object)
              ? {
                  mode: 'automatic',
                  status: 'stopped',
                  stoppedReason: 'stopped-by-staff',
                  stoppedAt: '2026-11-27T10:00:00.000Z',
                }
              : { mode: 'automatic', status: 'running', nextStep: 2, nextDueAt: '2026-11-30T09:00:00.000Z' },
        }),
    });
    renderWithApp(
      <ComposeEmailScreen
        lead={{
          ...LEAD,
          outreachSequence: { mode: 'review', status: 'running', nextStep: 2, nextDueAt: '2026-11-30T09:00:00.000Z' },
        }}
      />,
    );
    expect(screen.getByText('Running: Email 2 is due 30 Nov 2026, 09:00 (UK time).')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I review each email' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Send automatically' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Send automatically' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Stop the sequence' }));
    expect(await screen.findByText('Stopped: Stopped by staff.')).toBeInTheDocument();
    const puts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(puts).toEqual([{ mode: 'automatic' }, { stop: true }]);
  });
});
