/**
 * The body of `POST /api/cohort` as spec 03 documents it (§7 "edit flag, cohort fields, orientation,
 * cohort_schedule, sub_courses"; §3 "Cohort schedule entry"), mapped onto the form's values
 * (form.types.ts) before the form's own contract checks them: an outside client written to the
 * spec is saved by the same save, with the same checks and messages (issue 31;
 * docs/decisions/cohort-builder.md, "The documented body of POST /api/cohort").
 *
 * Only the documented parts are read here (the edit flag, the orientation, the schedule entries and
 * their sub-units, a comma list of sub-courses); every other cohort field passes through as the
 * form names it. A body is documented when it has `edit` and `cohort_schedule`, which the form's
 * body never has.
 */
import * as z from 'zod/mini';
import { addDays } from '../time.ts';
import { COHORT_TEXT } from './form.texts.ts';
import { UNIT_EVENT_TYPES } from './form.types.ts';

const optionalText = z.optional(z.nullable(z.string()));
/** A stored day's id; null or absent: a new day, or one matched by its unit and day (below). */
const dayId = z.optional(z.nullable(z.number()));
const unitNumber = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((unit) => String(unit)),
);

/** One entry of a unit's dates list (split days, or Contiguous's two days with their ids). */
const datesEntry = z.object({ date: optionalText, start_time: optionalText, end_time: optionalText, id: dayId });

/** Two days at most, the second the day after the first (an extension over two contiguous days). */
const subUnitRow = z
  .object({
    event_ext: z.string(),
    /** ext (or 'hours', the stored events' type): one day; 2_day: two contiguous days. */
    event_type_sub_unit: z.optional(z.nullable(z.enum(['ext', 'hours', '2_day'], { error: COHORT_TEXT.subUnitType }))),
    start_date_sub_unit: optionalText,
    end_date_sub_unit: optionalText,
    start_time_sub_unit: optionalText,
    end_time_sub_unit: optionalText,
    url_unit_evaluation_sub_unit: optionalText,
    meeting_type_sub_unit: optionalText,
    id: dayId,
  })
  .check(
    z.refine(
      (s) => {
        const end = subUnitEnd(s);
        return !end || !s.start_date_sub_unit || end === s.start_date_sub_unit || end === addDays(s.start_date_sub_unit, 1);
      },
      { error: (issue) => COHORT_TEXT.subUnitDays(String((issue.input as { event_ext?: unknown }).event_ext ?? '')) },
    ),
  );

type SubUnitRow = Pick<z.output<typeof subUnitRow>, 'event_type_sub_unit' | 'start_date_sub_unit' | 'end_date_sub_unit'>;

/** Two days when its type says 2_day or its end date is another day than its start. */
const isTwoDays = (s: SubUnitRow) =>
  s.event_type_sub_unit === '2_day' || (!!s.end_date_sub_unit && s.end_date_sub_unit !== s.start_date_sub_unit);

/** A sub-unit's last date: a two-day one ends the day after its start unless it says otherwise. */
function subUnitEnd(s: SubUnitRow): string | null {
  if (!isTwoDays(s)) return s.start_date_sub_unit ?? null;
  return s.end_date_sub_unit ?? (s.start_date_sub_unit ? addDays(s.start_date_sub_unit, 1) : null);
}

const scheduleEntry = z.object({
  unit: unitNumber,
  event_type: z.enum(UNIT_EVENT_TYPES, { error: 'A unit is Contiguous, Split, Ext or n/a.' }),
  start_date: optionalText,
  end_date: optionalText,
  start_time: optionalText,
  end_time: optionalText,
  dates: z.optional(z.array(datesEntry)),
  url_unit_evaluation: optionalText,
  meeting_type: optionalText,
  ids_for_delete: z.optional(z.array(z.number())),
  cohort_schedule_sub: z.optional(z.array(subUnitRow)),
});

const documentedFields = {
  id: z.optional(z.nullable(z.number())),
  orientation: z._default(
    z.object({
      start_date: optionalText,
      start_time: optionalText,
      end_time: optionalText,
      url_unit_evaluation: optionalText,
      meeting_type: optionalText,
      id: dayId,
    }),
    {},
  ),
  cohort_schedule: z.array(scheduleEntry),
  sub_courses: z.optional(z.union([z.string(), z.array(z.string())])),
};

/**
 * The documented body with its edit flag (true: an edit of the cohort `id`; false: a new cohort),
 * as the form's body. One per flag, so that the contract tells the bodies apart by `edit` alone
 * and answers the failing one's own message.
 */
export const documentedCohortBody = (edit: boolean) =>
  z.pipe(
    z.looseObject({ ...documentedFields, edit: z.literal(edit) }),
    z.transform((body, payload) => {
      if (edit && typeof body.id !== 'number')
        payload.issues.push({ code: 'custom', message: COHORT_TEXT.editWithoutId, input: body, path: ['id'] });
      return formBodyOf(body);
    }),
  );

type DocumentedBody = z.output<z.ZodMiniObject<typeof documentedFields>> & { edit: boolean; [field: string]: unknown };
type ScheduleEntry = z.output<typeof scheduleEntry>;

/**
 * A day's `event_id` as the form sends it: the id sent; else, in a unit that flags days for
 * deletion (`ids_for_delete`), a new day (null), so that no flagged day is matched by unit and day
 * and kept; else absent (the save matches it by unit and day, as for any client without ids).
 */
const eventIdOf = (id: number | null | undefined, flagsDeletions: boolean) =>
  typeof id === 'number' ? { event_id: id } : flagsDeletions || id === null ? { event_id: null } : {};

function unitOf(entry: ScheduleEntry) {
  const flags = (entry.ids_for_delete ?? []).length > 0;
  const times = { start_time: entry.start_time ?? null, end_time: entry.end_time ?? null };
  const listed = (entry.dates ?? []).map((d) => ({
    date: d.date ?? null,
    start_time: d.start_time ?? times.start_time,
    end_time: d.end_time ?? times.end_time,
    ...eventIdOf(d.id, flags),
  }));
  const start = entry.start_date ?? null;
  const fromRange = (date: string | null) => ({ date, ...times, ...eventIdOf(undefined, flags) });
  // Contiguous is its start and end date (the next day by default) unless the dates list gives its two days.
  const days =
    entry.event_type === '2_day'
      ? listed.length
        ? listed
        : [fromRange(start), fromRange(entry.end_date ?? (start ? addDays(start, 1) : null))]
      : entry.event_type === 'split'
        ? listed.length || !start
          ? listed
          : [fromRange(start)]
        : listed;
  return {
    unit: entry.unit,
    event_type: entry.event_type,
    days,
    url_unit_evaluation: entry.url_unit_evaluation,
    meeting_type: entry.meeting_type,
    sub_units: (entry.cohort_schedule_sub ?? []).map((s) => {
      const times = { start_time: s.start_time_sub_unit ?? null, end_time: s.end_time_sub_unit ?? null };
      const first = { date: s.start_date_sub_unit ?? null, ...times, ...eventIdOf(s.id, flags) };
      // The row's id is its first day's event; its second day is matched by its sub-unit and day (or new when days are flagged).
      const days = isTwoDays(s) ? [first, { date: subUnitEnd(s), ...times, ...eventIdOf(undefined, flags) }] : [first];
      return {
        event_ext: s.event_ext,
        event_type: isTwoDays(s) ? '2_day' : 'ext',
        days,
        url_unit_evaluation: s.url_unit_evaluation_sub_unit,
        meeting_type: s.meeting_type_sub_unit,
      };
    }),
  };
}

/** The documented body as the form's body: the form's contract then checks it and fills what is left out with null. */
function formBodyOf(body: DocumentedBody): Record<string, unknown> {
  const { edit, cohort_schedule, orientation, sub_courses, ...fields } = body;
  const first = cohort_schedule[0];
  return {
    ...fields,
    id: edit ? (body.id ?? null) : null,
    // The spec's body has no version: an edit without one is saved over the stored cohort (under its page lock).
    version: edit ? (fields.version ?? null) : null,
    sub_courses:
      typeof sub_courses === 'string'
        ? sub_courses
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : sub_courses,
    orientation: { ...orientation, date: orientation.start_date, ...eventIdOf(orientation.id, false) },
    units: cohort_schedule.map(unitOf),
    // The coaching course (key 497) reads its single start and end from its one entry; other courses ignore `single`.
    single: first
      ? { start_date: first.start_date, end_date: first.end_date, start_time: first.start_time, end_time: first.end_time }
      : null,
  };
}
