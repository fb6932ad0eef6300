import { outreachStepTarget } from '@meridian/functions/outreach/area';
import type { OneTimeScheduleKind } from './one-time-schedules';

/**
 * The outreach sequence's due steps (docs/product/outreach.md#the-sequence): one one-time schedule
 * per running step, put by the send (and by the step function after an automatic send) and deleted
 * by every stop, from whichever area stops the sequence, invoking the step function (see
 * {@link OneTimeScheduleTarget} for the group, role and dead letters).
 */
export const OUTREACH_STEPS: OneTimeScheduleKind = {
  id: 'OutreachSteps',
  target: outreachStepTarget,
  owner: 'the outreach step schedules',
  groupSuffix: 'outreach-steps',
  functionId: 'RunOutreachStep',
  purpose: 'the outreach sequence steps',
  perScheduleReason:
    'Each running outreach sequence has one one-time schedule for its due step, named after the lead and the step at run time; the grant covers the schedules of the outreach steps group only.',
  environmentNames: {
    group: 'OUTREACH_STEP_SCHEDULE_GROUP',
    target: 'OUTREACH_STEP_TARGET_ARN',
    role: 'OUTREACH_STEP_ROLE_ARN',
    dlq: 'OUTREACH_STEP_DLQ_ARN',
  },
  keepsSchedules: (entry) => entry.schedulesOutreachSteps === true,
  cancelsSchedules: (entry) => entry.cancelsOutreachSteps === true,
};
