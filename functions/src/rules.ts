import { areas } from './areas';
import type { EventRuleDefinition } from './topology';

/**
 * The EventBridge rule table: the single source of truth for the event flow (docs/architecture.md,
 * "Topology"), the concatenation of the business areas' rules. The CDK app creates one rule per
 * entry, with one Lambda target per target; the local runner's PutEvents endpoint delivers to the
 * same handler modules.
 */
export const eventRules: readonly EventRuleDefinition[] = areas.flatMap((area) => area.rules);
