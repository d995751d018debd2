/** Contracts of the cohort form (spec 03 §2.4, §4-5, §7): one cohort read for editing, its save and delete, people search and the facilitator conflict check. */
import * as z from 'zod/mini';
import { COHORT_TEXT } from './form.texts.ts';
import {
  HAS_SUITE_CHOICES,
  STAFF_TYPES,
  SUB_UNIT_EVENT_TYPES,
  UNIT_EVENT_TYPES,
  type CohortDeleted,
  type CohortForEdit,
  type CohortSaved,
} from './form.types.ts';
import { answer, whenMissing, type Contract } from '../api/contract.ts';
import { documentedCohortBody } from './documented-body.ts';

const cohortIdParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: COHORT_TEXT.notFound }));
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
/** An optional text: trimmed, blank becomes null. */
const text = (max: number) =>
  z.pipe(
    z._default(z.nullable(z.string().check(z.trim(), z.maxLength(max))), null),
    z.transform((v) => (v ? v : null)),
  );
/**
 * An optional web address (the folder, webinar and evaluation links people open from the portal):
 * http(s) only, so that no `javascript:` or `data:` address becomes a link (issue 30).
 */
const address = (label: string) =>
  z.pipe(text(2048), z.nullable(z.string().check(z.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, { error: COHORT_TEXT.addressInvalid(label) }))));
const date = z._default(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD.' }))), null);
const time = z._default(z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Times are HH:mm.' }))), null);
/** Absent (a client without ids: matched by unit and day), null (a new day) or a stored event's id. */
const eventId = z.optional(z.nullable(id));
const slot = { date, start_time: time, end_time: time, event_id: eventId };
const evaluation = { url_unit_evaluation: address('Evaluation link'), meeting_type: text(50) };

/** A sub-unit: ext, its one day; 2_day, its two days (scheduleProblem holds the count to the type). */
const subUnit = z.object({
  event_ext: z.string().check(z.regex(/^\d{1,2}[A-Z]$/, { error: 'A sub-unit is its unit number and a letter A-Z.' })),
  event_type: z._default(z.enum(SUB_UNIT_EVENT_TYPES, { error: COHORT_TEXT.subUnitType }), 'ext'),
  days: z._default(z.array(z.object(slot)).check(z.maxLength(2)), []),
  ...evaluation,
});

const unit = z.object({
  unit: z.string().check(z.regex(/^\d{1,2}$/, { error: 'A unit is its number.' })),
  event_type: z.enum(UNIT_EVENT_TYPES, { error: 'A unit is Contiguous, Split, Ext or n/a.' }),
  days: z._default(z.array(z.object(slot)).check(z.maxLength(10)), []),
  ...evaluation,
  sub_units: z._default(z.array(subUnit).check(z.maxLength(26)), []),
});

const staff = z.object({
  user_id: id,
  staff_type: z.enum(STAFF_TYPES, { error: 'Unknown staff type.' }),
  units: z.array(z.string().check(z.regex(/^(all|orientation|\d{1,2}[A-Z]?(-\d)?)$/, { error: 'Unknown unit.' }))).check(z.maxLength(40)),
});

export const cohortFormValues = z.object({
  id: z._default(z.nullable(id), null),
  version: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  name: z
    .string({ error: whenMissing(COHORT_TEXT.titleRequired) })
    .check(z.trim(), z.minLength(1, { error: COHORT_TEXT.titleRequired }), z.maxLength(191)),
  course_id: id,
  delivery_model_id: id,
  city: z._default(z.string().check(z.trim(), z.maxLength(191)), ''),
  state_id: id,
  district_id: z._default(z.nullable(id), null),
  contract: text(191),
  has_suite: z._default(z.enum(HAS_SUITE_CHOICES), 'no'),
  is_internal: z._default(z.boolean(), false),
  divide_units: z._default(z.boolean(), false),
  collaboration: z._default(z.object({ communities: z.boolean(), drive: z.boolean() }), { communities: false, drive: false }),
  link_folder: address('Folder link'),
  material_status: text(191),
  welcome_email: z._default(z.boolean(), false),
  sub_courses: z._default(
    z.array(z.string().check(z.regex(/^course\d{1,4}$/, { error: 'A sub-course is course plus its number.' }))).check(z.maxLength(20)),
    [],
  ),
  force_end: z._default(z.boolean(), false),
  force_end_reason: text(1000),
  meeting: z._default(
    z.object({ webinar_url: address('Webinar URL'), platform: text(100), meeting_id: text(100), password_meeting: text(100) }),
    {
      webinar_url: null,
      platform: null,
      meeting_id: null,
      password_meeting: null,
    },
  ),
  orientation: z.object({ ...slot, ...evaluation }),
  units: z._default(z.array(unit).check(z.maxLength(30)), []),
  single: z._default(z.nullable(z.object({ start_date: date, end_date: date, start_time: time, end_time: time })), null),
  participants: z._default(z.array(id).check(z.maxLength(500)), []),
  staff: z._default(z.array(staff).check(z.maxLength(100)), []),
});

/**
 * POST /api/cohort's body: the form's values, or the body spec 03 documents (documented-body.ts)
 * mapped onto them and then checked as the form's. Told apart by `edit`: true or false is the
 * documented body, absent the form's, which refuses `cohort_schedule` (a documented body without
 * its flag is never saved as a form's without its schedule).
 */
export const cohortSaveBody = z.discriminatedUnion('edit', [
  z.pipe(documentedCohortBody(true), cohortFormValues),
  z.pipe(documentedCohortBody(false), cohortFormValues),
  z.extend(cohortFormValues, {
    edit: z.optional(z.undefined()),
    cohort_schedule: z.optional(z.undefined({ error: COHORT_TEXT.scheduleWithoutEdit })),
  }),
]);

export const COHORT_FORM_CONTRACTS = {
  'GET /api/cohort/{id}': { params: z.object({ id: cohortIdParam }), answer: answer<CohortForEdit>() },
  'POST /api/cohort': { body: cohortSaveBody, answer: answer<CohortSaved>() },
  'DELETE /api/cohort/{id}': { params: z.object({ id: cohortIdParam }), answer: answer<CohortDeleted>() },
} satisfies Record<string, Contract>;
