/**
 * The tasks area's records for other areas (docs/architecture.md, "Business areas"): a lead's
 * tasks and the steps that move them, which a merge of leads composes into its transaction
 * (docs/product/tasks.md#data), and a member's open tasks due before an instant, which the daily
 * digest lists (docs/product/my-day.md#daily-digest); a task's claim and one change of a lead's
 * tasks in its transaction, which the booking's preparation task uses
 * (docs/product/booking.md#preparation-task). Everything else of `data/` stays inside the area.
 */
export { findTaskClaim, type LeadTasks, listOpenTasksDueBefore, listTasksOfLead, moveTasksSteps } from './data/tasks';
export { commitTaskChange, type TaskChange } from './services/tasks';
