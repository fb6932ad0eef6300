import { ADMIN_ASSIGNMENT_PATH } from '@meridian/shared/admin-api-paths';
import { type AssignmentSettings, type AssignmentView, assignmentViewSchema } from '@meridian/shared/leads/lead-owners';
import { apiJson } from '../../lib/api-client';

/** Query key of the assignment settings. */
export const assignmentKey = [ADMIN_ASSIGNMENT_PATH] as const;

/** `GET /api/admin/assignment`: the rule, each person's preferences and every staff member. */
export function fetchAssignment(): Promise<AssignmentView> {
  return apiJson('GET', ADMIN_ASSIGNMENT_PATH, assignmentViewSchema);
}

/** `PUT /api/admin/assignment`: saves the settings; answers what `GET` answers. */
export function saveAssignment(settings: AssignmentSettings): Promise<AssignmentView> {
  return apiJson('PUT', ADMIN_ASSIGNMENT_PATH, assignmentViewSchema, { body: settings });
}
