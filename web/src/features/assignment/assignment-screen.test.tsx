import { ADMIN_ASSIGNMENT_PATH, ADMIN_STAFF_PATH } from '@meridian/shared/admin-api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnerBadge } from '../../components/crm/owner-badge';
import { OwnerFilterSelect } from '../../components/crm/owner-filter';
import { StaffNamesProvider } from '../../components/crm/staff-names';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../test/render-app';
import { AssignmentScreen } from './assignment-screen';

const fetchMock = stubFetchForEachTest();
const users = [
  { id: 'p-1', name: 'Pat Partner', role: 'partner', active: true },
  { id: 'c-1', name: 'Casey van Consultant', role: 'consultant', active: true },
  { id: 'c-2', name: 'Gone Away', role: 'consultant', active: false },
];
const view = {
  settings: { rule: 'round_robin', copyPartners: false, people: [] },
  users,
};

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === `GET ${ADMIN_STAFF_PATH}`) return jsonResponse({ users });
    if (key === `GET ${ADMIN_ASSIGNMENT_PATH}`) return jsonResponse(view);
    if (key === `PUT ${ADMIN_ASSIGNMENT_PATH}`) {
      return jsonResponse({ settings: JSON.parse(String(init?.body)), users });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
});

describe('owners in the CRM (docs/product/assignment.md#in-the-crm)', () => {
  it('shows initials with the full name as accessible name, and Unassigned', async () => {
    renderWithProviders(
      <StaffNamesProvider>
        <OwnerBadge ownerId="c-1" />
        <OwnerBadge ownerId={undefined} />
      </StaffNamesProvider>,
    );
    const badge = await screen.findByRole('img', { name: 'Owner: Casey van Consultant' });
    expect(badge.textContent).toBe('CC');
    expect(screen.getByRole('img', { name: 'Unassigned' })).toBeTruthy();
  });

  it('offers all owners, mine, unassigned and each person', async () => {
    const onChange = vi.fn();
    renderWithProviders(<OwnerFilterSelect value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Owner' });
    await screen.findByRole('option', { name: 'Gone Away (disabled)' });
    await userEvent.selectOptions(select, 'Mine');
    expect(onChange).toHaveBeenLastCalledWith('mine');
    await userEvent.selectOptions(select, 'Casey van Consultant');
    expect(onChange).toHaveBeenLastCalledWith('c-1');
  });
});

describe('assignment screen (docs/product/assignment.md#settings)', () => {
  it('saves the rule, the partners’ copy and who takes new leads, for active people only', async () => {
    renderWithProviders(<AssignmentScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: /^By service/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Casey van Consultant takes new leads' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Copy partners on every new-lead email' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Strategic Planning (Casey van Consultant)' }));
    expect(screen.queryByText(/Gone Away/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save assignment' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      rule: 'by_service',
      copyPartners: true,
      people: [
        { userId: 'p-1', takesNewLeads: false, services: [] },
        { userId: 'c-1', takesNewLeads: true, services: ['Strategic Planning'] },
      ],
    });
  });
});
