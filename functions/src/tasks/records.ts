/**
 * The tasks area's records for other areas (docs/architecture.md, "Business areas"): a lead's
 * tasks and the steps that move them, which a merge of leads composes into its transaction
 * (docs/product/tasks.md#data), and a member's open tasks due before an instant, which the daily
 * digest lists (docs/product/my-day.md#daily-digest). Everything else of `data/` stays inside the area.
 */
export { type LeadTasks, listOpenTasksDueBefore, listTasksOfLead, moveTasksSteps } from './data/tasks';
