/**
 * The leads area's records for other areas (docs/architecture.md, "Business areas"): the lead
 * lookups and the write-plan steps that booking attendance, email feedback and privacy requests
 * compose into their own transactions. Everything else of `data/` stays inside the area.
 */
export {
  addActivityStep,
  buildActivity,
  findLeadByEmail,
  fromLeadItem,
  getLeadWithActivity,
  replaceLeadPlan,
} from './data/leads';
