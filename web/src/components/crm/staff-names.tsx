import type { StaffMember } from '@meridian/shared/leads/lead-owners';
import { createContext, type ReactNode, useContext } from 'react';
import { useStaffDirectory } from '../../lib/staff-directory';

/**
 * The staff directory for the CRM's rows, cards and timelines (docs/product/assignment.md#in-the-crm):
 * read once by the screen and handed down in a context, so 10,000 rows read one map and no row
 * starts a query of its own. Without the provider every name is unknown.
 */
const StaffNames = createContext<ReadonlyMap<string, StaffMember>>(new Map());

/** Provides the staff directory to everything below it (one `GET /api/admin/staff`). */
export function StaffNamesProvider({ children }: { children: ReactNode }) {
  const { byId } = useStaffDirectory();
  return <StaffNames.Provider value={byId}>{children}</StaffNames.Provider>;
}

/** The staff members by id, from the nearest provider (empty without one or while loading). */
export function useStaffNames(): ReadonlyMap<string, StaffMember> {
  return useContext(StaffNames);
}
