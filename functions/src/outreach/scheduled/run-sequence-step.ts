import * as z from '@meridian/shared/zod';
import { eventHandler } from '../../lib/event-handler';
import { functionEntry } from '../../topology';
import { outreachArea } from '../area';
import { OUTREACH_STEP_DETAIL_TYPE } from '../services/sequence-schedule';
import { runSequenceStep } from '../services/sequence-step';

/** Detail of a step schedule's event: the lead, the step and the due time it was put for. */
const dueStepSchema = z.object({
  leadId: z.string().min(1).max(100),
  step: z.union([z.literal(2), z.literal(3)]),
  dueAt: z.iso.datetime(),
});

/**
 * Target of a lead's outreach step schedule (docs/product/outreach.md#the-sequence): runs the due
 * step (stop, review task or automatic send) once. A failure throws, so the Scheduler retries and
 * finally sends the run to the dead-letter queue (alarmed).
 */
export const handler = eventHandler(
  {
    entry: functionEntry(outreachArea, 'outreach/scheduled/run-sequence-step'),
    detailTypes: { [OUTREACH_STEP_DETAIL_TYPE]: dueStepSchema },
  },
  async ({ detail, context }) => runSequenceStep(detail, { selfArn: context.invokedFunctionArn }),
);
