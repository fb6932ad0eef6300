/**
 * The leads area's records for other areas (docs/architecture.md, "Business areas"): the lead
 * lookups and the write-plan steps that booking attendance, email feedback, privacy requests and
 * tasks compose into their own transactions, and the staff directory tasks check assignees
 * against. Everything else of `data/` stays inside the area.
 */
export {
  addActivityStep,
  buildActivity,
  findLeadByEmail,
  fromLeadItem,
  getLead,
  getLeadWithActivity,
  replaceLeadPlan,
} from './data/leads';
export { setNextTaskStep } from './data/lead-next-task';
export { touchLeadOwnerSteps } from './data/lead-owner-entries';
export { deleteLeadOwnerStep } from './data/lead-owner-entries';
export { listStaffDirectory } from './data/staff-directory';
