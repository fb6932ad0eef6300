/**
 * The privacy area's records for other areas (docs/architecture.md, "Business areas"): when an
 * address was erased, so that lead capture never recreates an erased person from a late event.
 */
export { erasedAtOf } from './data/erasures';
