/**
 * The Facilitator Utilization filter (spec 03 §3 "Filter fields"), on its own so that both the
 * reports contracts (the routes' `filters=`) and the dashboard's POST /api/user/saveFilters
 * (type_filters 'facilitatorUtilization') use it without importing each other.
 */
import * as z from 'zod/mini';
import { UTILIZATION_SCHEDULES, UTILIZATION_UNITS } from './texts.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z.optional(z.array(id).check(z.maxLength(500)));

export const utilizationFilters = z.object({
  delivery_model: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
  states: ids,
  units: z.optional(z.array(z.union(UTILIZATION_UNITS.map((u) => z.literal(u)))).check(z.maxLength(12))),
  schedule_facilitator_cofacilitator: z.optional(z.enum(UTILIZATION_SCHEDULES)),
  facilitator: ids,
  co_facilitator: ids,
  cohorts: ids,
  retain_filter: z.optional(z.boolean()),
  year: z.optional(z.number().check(z.int(), z.minimum(2016), z.maximum(2100))),
});
