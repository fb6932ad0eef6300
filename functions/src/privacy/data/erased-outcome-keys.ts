import { INDEX_PARTITIONS, type IndexKey, type ItemKey, ITEM_TYPES } from '../../table/item-types';

/**
 * The keys of the outcomes kept of erased leads (docs/architecture.md, "Single-table design";
 * docs/decisions/047-outcomes-survive-erasure.md), built from the item types' description
 * (`table/item-types.ts`, which also gives their `LeadingKeys` patterns).
 */

const KEPT = ITEM_TYPES.erasedOutcome;
const KEPT_INDEX = INDEX_PARTITIONS.erasedOutcomeIndex;

/**
 * The anonymous outcome kept of an erased lead: `ERASED_OUTCOME#<random id>` / `ERASED_OUTCOME`
 * (docs/product/privacy.md#erasure). The id is new, not the lead's.
 */
export const erasedOutcomeKey = (id: string): ItemKey => ({ pk: `${KEPT.pk}${id}`, sk: KEPT.sk });

/** gsi1 partition of the kept outcomes (the win rate reads it whole). */
export const ERASED_OUTCOME_INDEX_PARTITION = KEPT_INDEX.pk;

/** A kept outcome's gsi1 attributes: `ERASED_OUTCOMES` / `<closedAt>#<id>`. */
export const erasedOutcomeIndexKey = (closedAt: string, id: string): IndexKey => ({
  gsi1pk: KEPT_INDEX.pk,
  gsi1sk: `${closedAt}#${id}`,
});
