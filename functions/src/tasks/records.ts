/**
 * The tasks area's records for other areas (docs/architecture.md, "Business areas"): a lead's
 * tasks and the steps that move them, which a merge of leads composes into its transaction
 * (docs/product/tasks.md#data). Everything else of `data/` stays inside the area.
 */
export { type LeadTasks, listTasksOfLead, moveTasksSteps } from './data/tasks';
