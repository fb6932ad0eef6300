import * as z from '../zod';
import { isValueRangeOrdered, VALUE_ORDER_MESSAGE } from './estimated-value';
import { leadFieldsShape, stageKeySchema } from './lead';
import { staffIdSchema } from './lead-owners';

/**
 * The admin edit of a lead (`PUT /api/admin/leads/{id}`, docs/product/admin.md#crm-screens): the
 * partial update schema built from the lead's field shape (`lead.ts`).
 */

/** Makes every field of a zod shape optional and nullable (`null` clears a stored field). */
function nullableOptionalShape<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.nullable().optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>>;
  };
}

const { name, source, status, priorityScore, probabilityPercent, ...clearableFields } = leadFieldsShape;

/**
 * Admin partial update of a lead (`PUT /api/admin/leads/{id}`, docs/product/admin.md#crm-screens). Every field is
 * optional; `null` clears an optional field (required fields cannot be cleared). `version`, when
 * present, must equal the stored version or the update is refused with 409 (docs/product/admin.md#optimistic-concurrency). `aiScore`,
 * `id`, `metadata`, `createdAt` and `updatedAt` are not accepted (docs/product/leads.md#lead-score). Unknown
 * fields are rejected. An update that sets both estimated values keeps them in order
 * ({@link isValueRangeOrdered}); the server checks the range again against the stored values.
 * `outcome` goes with `status: 'close'` and `dealClosedDate` (docs/product/pipeline.md#outcome);
 * the consultation, proposal, close and next-action dates and `probabilityPercent` are editable
 * (docs/product/pipeline.md#stages). An empty `email` clears it, like `null`.
 */
export const leadUpdateSchema = z
  .strictObject({
    ...nullableOptionalShape(clearableFields),
    // An emptied email field clears the address (docs/product/leads.md#prospects).
    email: z
      .union([z.literal(''), leadFieldsShape.email])
      .nullable()
      .transform((value) => (value === '' ? null : value))
      .optional(),
    name: name.optional(),
    source: source.optional(),
    status: stageKeySchema.optional(),
    priorityScore: priorityScore.optional(),
    probabilityPercent: probabilityPercent.optional(),
    version: z.number().int().min(1).optional(),
    /** A new owner (a staff user id) or `null` for unassigned (docs/product/assignment.md#reassigning). */
    ownerId: staffIdSchema.nullable().optional(),
  })
  .refine((update) => isValueRangeOrdered(update.estimatedValueMin, update.estimatedValueMax), {
    path: ['estimatedValueMax'],
    message: VALUE_ORDER_MESSAGE,
  });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;
