import { describe, expect, it } from 'vitest';
import { isValueRangeOrdered, VALUE_ORDER_MESSAGE } from './estimated-value';
import { leadUpdateSchema } from './lead-update';
import { prospectSchema } from './prospect';
import type * as z from '../zod';

describe('isValueRangeOrdered', () => {
  it.each<[number | null | undefined, number | null | undefined, boolean]>([
    [25_000, 50_000, true],
    [50_000, 50_000, true],
    [60_000, 50_000, false],
    [1, 0, true],
    [60_000, 0, true],
    [60_000, undefined, true],
    [60_000, null, true],
    [undefined, 50_000, true],
    [null, 50_000, true],
    [undefined, undefined, true],
    [0, 1, true],
    [1_000_000_000, 999_999_999, false],
  ])('min %s, max %s -> %s', (min, max, ordered) => {
    expect(isValueRangeOrdered(min, max)).toBe(ordered);
  });
});

describe('the schemas that write estimated values keep the range in order', () => {
  const prospect = { name: 'Ada Lovelace', company: 'Engines Ltd' };
  it.each<[string, z.ZodType, Record<string, unknown>, boolean]>([
    ['prospect in order', prospectSchema, { ...prospect, estimatedValueMin: 25_000, estimatedValueMax: 50_000 }, true],
    ['prospect without a maximum', prospectSchema, { ...prospect, estimatedValueMin: 25_000 }, true],
    [
      'prospect out of order',
      prospectSchema,
      { ...prospect, estimatedValueMin: 60_000, estimatedValueMax: 50_000 },
      false,
    ],
    ['update in order', leadUpdateSchema, { estimatedValueMin: 1, estimatedValueMax: 2 }, true],
    ['update clearing the maximum', leadUpdateSchema, { estimatedValueMin: 60_000, estimatedValueMax: null }, true],
    ['update of the minimum only', leadUpdateSchema, { estimatedValueMin: 60_000 }, true],
    ['update out of order', leadUpdateSchema, { estimatedValueMin: 60_000, estimatedValueMax: 50_000 }, false],
  ])('%s', (_name, schema, input, valid) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(valid);
    if (!result.success) {
      expect(result.error.issues).toContainEqual(
        expect.objectContaining({ path: ['estimatedValueMax'], message: VALUE_ORDER_MESSAGE }),
      );
    }
  });
});
