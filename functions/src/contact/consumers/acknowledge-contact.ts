import { functionEntry } from '../../topology';
import { contactArea } from '../area';
import { contactSubmittedDetailSchema } from '@meridian/shared/events';
import { DETAIL_TYPES } from '@meridian/shared/event-names';
import { eventHandler } from '../../lib/event-handler';
import { acknowledgeContact } from '../services/contact-acknowledgement';

/**
 * EventBridge target of `ContactSubmitted` (rule `ContactToVisitor`): sends the visitor a short
 * acknowledgement (docs/product/site.md#acknowledgement), at most one per address per 24 hours and
 * once per submission id. A failure throws, so that the delivery is retried.
 */
export const handler = eventHandler(
  {
    entry: functionEntry(contactArea, 'contact/consumers/acknowledge-contact'),
    detailTypes: { [DETAIL_TYPES.contactSubmitted]: contactSubmittedDetailSchema },
    deliveryKey: ({ detail }) => detail.submissionId,
  },
  async ({ detail, deliveryKey }) => acknowledgeContact(deliveryKey, detail),
);
