import { ADMIN_LEAD_PATH, ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { fillPath } from '@meridian/shared/api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { makeLeadSummary } from '../../../test/lead-summary';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { EMPTY_LEAD_LIST, type LeadList, leadsQueryKey } from '../api/leads-api';
import { EraseLeadDialog } from './erase-lead-dialog';

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  localStorage.clear();
});

const jane = makeLeadSummary({ id: 'lead-jane', name: 'Jane Owner', email: 'jane@example.com' });
const other = makeLeadSummary({ id: 'lead-other', name: 'Other Person', email: 'other@example.com' });

describe('erase a lead from its detail', () => {
  it('erases after the email is typed: DELETE, the lead leaves the cached list, the dialog reports done', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (String(input) === ADMIN_LEADS_PATH) return jsonResponse({ items: [other], nextCursor: null });
      return jsonResponse({ error: 'Not found' }, 404);
    });
    const onErased = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <EraseLeadDialog lead={jane} open onOpenChange={onOpenChange} onErased={onErased} />,
    );
    queryClient.setQueryData<LeadList>(leadsQueryKey, { ...EMPTY_LEAD_LIST, items: [jane, other], complete: true });
    await user.type(screen.getByLabelText("Type the lead's email or name to confirm"), 'JANE@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(fillPath(ADMIN_LEAD_PATH, { id: 'lead-jane' }));
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('meridian-crm');
    await waitFor(() =>
      expect(queryClient.getQueryData<LeadList>(leadsQueryKey)?.items.map((lead) => lead.id)).toEqual(['lead-other']),
    );
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Lead not found' }, 404));
    const onErased = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EraseLeadDialog lead={jane} open onOpenChange={() => undefined} onErased={onErased} />);
    await user.type(screen.getByLabelText("Type the lead's email or name to confirm"), 'Jane Owner');
    await user.click(screen.getByRole('button', { name: 'Erase permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lead not found');
    expect(onErased).not.toHaveBeenCalled();
  });
});
