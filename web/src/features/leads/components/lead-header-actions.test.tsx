import type { LeadSourceMetrics } from '@meridian/shared/pipeline/dashboard';
import { ADMIN_ME_PATH } from '@meridian/shared/admin-api-paths';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { LeadHeaderActions } from './lead-header-actions';

const fetchMock = stubFetchForEachTest();
const SOURCES: LeadSourceMetrics = {
  website: 3,
  linkedin: 1,
  bySource: {
    assessment_tool: 1,
    contact_form: 1,
    consultation_booking: 1,
    linkedin: 1,
  } as LeadSourceMetrics['bySource'],
};

function signedInAs(role: 'partner' | 'consultant') {
  fetchMock.mockImplementation(async (input) =>
    String(input) === ADMIN_ME_PATH
      ? jsonResponse({ id: 'u1', name: 'Sam', email: 'sam@meridian.test', role })
      : jsonResponse({ error: 'unexpected' }, 500),
  );
}

describe('LeadHeaderActions: what the role may do (docs/product/staff-accounts.md#roles)', () => {
  it('offers Export CSV to a partner', async () => {
    signedInAs('partner');
    renderWithProviders(<LeadHeaderActions sources={SOURCES} onOpenLead={() => {}} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(ADMIN_ME_PATH, expect.anything()));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('hides Export CSV from a consultant once the role is known, and keeps Add Prospect', async () => {
    signedInAs('consultant');
    renderWithProviders(<LeadHeaderActions sources={SOURCES} onOpenLead={() => {}} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Prospect' })).toBeInTheDocument();
  });
});
