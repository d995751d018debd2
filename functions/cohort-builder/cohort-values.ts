/**
 * The cohort form's values (shared/cohort-builder/form.types.ts) to and from the cohort aggregate's
 * records: the schedule rows become one event per day (orientation 'hours'; 2_day two 'two_day'
 * days; split one 'split' event per day; ext one 'hours' event per day of each sub-unit, unit '3A'
 * (day 1, and day 2 for a two-day extension: the events' shape of old, a one-day sub-unit, is unchanged); the
 * coaching course one 'unique' event; an n/a unit none: the META names it, `na_units`). Each day keeps the id of the stored event it is: attendance
 * is recorded by event id, so a day is matched by the `event_id` the form carries (through
 * re-lettering, removal and reordering), and only a slot that carries none by unit and day.
 */
import type {
  CohortFormValues,
  ForceEndLogEntry,
  ScheduleSlot,
  StaffAssignment,
  SubUnitSchedule,
  UnitSchedule,
} from '../../shared/cohort-builder/form.types.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { httpError } from '../core/errors.ts';
import type {
  CohortAggregate,
  CohortRecord,
  EventRecord,
  EventType,
  ForceEndLogRecord,
  MemberRecord,
  StaffRecord,
} from '../data/cohorts/cohorts.ts';

/**
 * One day the form schedules, before it has an id: `event_id` is the stored event the form says it
 * is (a number), a new day (null), or not said (absent: matched by unit and day).
 */
export type WantedDay = Omit<EventRecord, 'id' | 'cohort_id' | 'removed_at'> & { event_id?: number | null };

const EMPTY_SLOT: ScheduleSlot = { date: null, start_time: null, end_time: null };

function dayOf(
  unit_id: string,
  day: number,
  type_event: EventType,
  slot: ScheduleSlot,
  extra: { url_unit_evaluation: string | null; meeting_type: string | null },
): WantedDay {
  return {
    unit_id,
    day,
    type_event,
    start_date: slot.date,
    end_date: slot.date,
    start_time: slot.date ? slot.start_time : null,
    end_time: slot.date ? slot.end_time : null,
    ...extra,
    ...(slot.event_id === undefined ? {} : { event_id: slot.event_id }),
  };
}

/** The days the form's schedule holds; `single`: the coaching course (one start and end). */
export function wantedDays(values: CohortFormValues, single: boolean): WantedDay[] {
  if (single) {
    const s = values.single ?? { start_date: null, end_date: null, start_time: null, end_time: null };
    return [
      {
        unit_id: '1',
        day: 1,
        type_event: 'unique',
        start_date: s.start_date,
        end_date: s.end_date ?? s.start_date,
        start_time: s.start_date ? s.start_time : null,
        end_time: s.start_date ? s.end_time : null,
        url_unit_evaluation: null,
        meeting_type: null,
      },
    ];
  }
  const { orientation } = values;
  const days: WantedDay[] = [
    dayOf('orientation', 1, 'hours', orientation, {
      url_unit_evaluation: orientation.url_unit_evaluation,
      meeting_type: orientation.meeting_type,
    }),
  ];
  for (const unit of values.units) {
    const extra = { url_unit_evaluation: unit.url_unit_evaluation, meeting_type: unit.meeting_type };
    if (unit.event_type === 'n/a') continue;
    if (unit.event_type === 'ext') {
      for (const sub of unit.sub_units) {
        const own = { url_unit_evaluation: sub.url_unit_evaluation, meeting_type: sub.meeting_type };
        const count = sub.event_type === '2_day' ? 2 : 1;
        for (let d = 0; d < count; d++) days.push(dayOf(sub.event_ext, d + 1, 'hours', sub.days[d] ?? EMPTY_SLOT, own));
      }
    } else if (unit.event_type === '2_day') {
      for (const d of [0, 1]) days.push(dayOf(unit.unit, d + 1, 'two_day', unit.days[d] ?? EMPTY_SLOT, extra));
    } else {
      const split = unit.days.length ? unit.days : [EMPTY_SLOT];
      split.forEach((slot, d) => days.push(dayOf(unit.unit, d + 1, 'split', slot, extra)));
    }
  }
  return days;
}

/** What is wrong with the schedule's shape beyond the contract (units twice, days on an n/a unit, a sub-unit of another unit), or null. */
export function scheduleProblem(values: CohortFormValues): string | null {
  const units = values.units.map((u) => u.unit);
  if (new Set(units).size !== units.length) return `Unit ${units.find((u, i) => units.indexOf(u) !== i)} is scheduled twice.`;
  for (const unit of values.units) {
    if (unit.event_type === 'n/a' && (unit.days.length || unit.sub_units.length)) return COHORT_TEXT.notDeliveredHasDays(unit.unit);
    if (unit.event_type !== 'ext') continue;
    const letters = unit.sub_units.map((s) => s.event_ext);
    if (letters.some((ext) => ext.slice(0, -1) !== unit.unit))
      return `A sub-unit of unit ${unit.unit} must be lettered ${unit.unit}A, ${unit.unit}B…`;
    if (new Set(letters).size !== letters.length) return `Unit ${unit.unit} has a sub-unit twice.`;
    const tooMany = unit.sub_units.find((s) => s.event_type === 'ext' && s.days.length > 1);
    if (tooMany) return COHORT_TEXT.subUnitDays(tooMany.event_ext);
  }
  return null;
}

/** The unit a day belongs to: a sub-unit ('3A') is of its unit ('3'); attendance sheets and make-ups are per unit. */
const unitNumberOf = (unitId: string) => unitId.replace(/[A-Z]$/, '');

/** How a message names a day: 'Orientation', 'Sub-unit 3A' (its second day 'Sub-unit 3A, day 2'), 'Unit 2, day 1'. */
function dayLabel(unitId: string, day?: number): string {
  if (unitId === 'orientation') return 'Orientation';
  if (/[A-Z]$/.test(unitId)) return day && day > 1 ? `Sub-unit ${unitId}, day ${day}` : `Sub-unit ${unitId}`;
  return day === undefined ? `Unit ${unitId}` : `Unit ${unitId}, day ${day}`;
}

/**
 * The stored event each wanted day is, or undefined for a new day. A day naming an `event_id`
 * is that event (422 when it is not one of this cohort's, or named twice); a day naming none
 * (absent) takes the stored event of its unit and day that no other day named (a client that does
 * not know the ids: the matching of old); a day whose id is null is new.
 */
export function matchDays(wanted: readonly WantedDay[], stored: readonly EventRecord[]): Array<EventRecord | undefined> {
  const byId = new Map(stored.map((e) => [e.id, e]));
  const named = new Set<number>();
  for (const w of wanted) {
    if (typeof w.event_id !== 'number') continue;
    if (!byId.has(w.event_id)) throw httpError(422, COHORT_TEXT.unknownScheduledDay);
    if (named.has(w.event_id)) throw httpError(422, COHORT_TEXT.scheduledDayTwice);
    named.add(w.event_id);
  }
  // A scheduled day before a removed one of the same unit and day (a removed day's letter may have been taken since).
  const free = stored.filter((e) => !named.has(e.id));
  const byDay = new Map(
    [...free.filter((e) => e.removed_at), ...free.filter((e) => !e.removed_at)].map((e) => [`${e.unit_id}#${e.day}`, e]),
  );
  return wanted.map((w) => {
    if (typeof w.event_id === 'number') return byId.get(w.event_id);
    if (w.event_id === null) return undefined;
    const key = `${w.unit_id}#${w.day}`;
    const match = byDay.get(key);
    byDay.delete(key);
    return match;
  });
}

/**
 * The events the cohort will have: each wanted day keeps the id of the stored event it matches
 * (matchDays; a removed one comes back), the others get new ids. A stored day no longer wanted is
 * dropped, unless its attendance was recorded: then it stays, with its dates, marked removed
 * (cohorts.ts EventRecord.removed_at), and its attendance with it. A day with recorded attendance
 * may change its letter or day within its unit (its entries follow it to the unit's sheet:
 * data/cohorts/attendance-moves.ts) but not its unit (422): the unit's sheet, roster and make-ups are its.
 */
export function targetEvents(
  cohortId: number,
  wanted: readonly WantedDay[],
  stored: readonly EventRecord[],
  recorded: ReadonlySet<number>,
  newId: () => number,
  at: string,
): EventRecord[] {
  const matches = matchDays(wanted, stored);
  const used = new Set<number>();
  const events: EventRecord[] = wanted.map(({ event_id: _named, ...day }, i) => {
    const match = matches[i];
    if (match && recorded.has(match.id) && unitNumberOf(match.unit_id) !== unitNumberOf(day.unit_id))
      throw httpError(422, COHORT_TEXT.attendedDayToOtherUnit(dayLabel(match.unit_id, match.day), dayLabel(unitNumberOf(day.unit_id))));
    if (match) used.add(match.id);
    return { id: match?.id ?? newId(), cohort_id: cohortId, ...day };
  });
  for (const e of stored) {
    if (used.has(e.id) || !recorded.has(e.id)) continue;
    events.push({ ...e, removed_at: e.removed_at ?? at });
  }
  return events;
}

/** How many of the wanted days match no stored event (the event ids to reserve). */
export function newDayCount(wanted: readonly WantedDay[], stored: readonly EventRecord[]): number {
  return matchDays(wanted, stored).filter((match) => match === undefined).length;
}

/** The cohort's members: those who stay keep their record (their action-learning facts), newcomers join now. */
export function targetMembers(
  cohortId: number,
  participants: readonly number[],
  stored: readonly MemberRecord[],
  at: string,
): MemberRecord[] {
  const known = new Map(stored.map((m) => [m.user_id, m]));
  return [...new Set(participants)].map(
    (userId) =>
      known.get(userId) ?? {
        cohort_id: cohortId,
        user_id: userId,
        alp_status: null,
        alp_form: false,
        alp_replies_count: 0,
        alp_comments_count: 0,
        project: null,
        joined_at: at,
      },
  );
}

export function targetStaff(cohortId: number, staff: readonly StaffAssignment[]): StaffRecord[] {
  const seen = new Set<string>();
  const out: StaffRecord[] = [];
  for (const s of staff) {
    const key = `${s.staff_type}#${s.user_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ cohort_id: cohortId, user_id: s.user_id, staff_type: s.staff_type, units: [...new Set(s.units)] });
  }
  return out;
}

/** First and last dated day of the scheduled (not removed) events. */
export function cohortSpan(events: readonly EventRecord[]): { start_date: string | null; end_date: string | null } {
  const dated = events.filter((e) => !e.removed_at && e.start_date);
  const starts = dated.map((e) => e.start_date!).sort();
  const ends = dated.map((e) => e.end_date ?? e.start_date!).sort();
  return { start_date: starts[0] ?? null, end_date: ends.at(-1) ?? null };
}

/** The scheduled days whose last date is after `today` (New York): Force End waits for them. */
export function futureDays(events: readonly EventRecord[], today: string): EventRecord[] {
  return events.filter((e) => !e.removed_at && (e.end_date ?? e.start_date ?? '') > today);
}

/** A stored day as the form edits it, carrying its event's id (a new day's is null). */
const slotOf = (e: EventRecord | undefined): ScheduleSlot => ({
  date: e?.start_date ?? null,
  start_time: e?.start_time ?? null,
  end_time: e?.end_time ?? null,
  event_id: e?.id ?? null,
});

const SUB_UNIT = /^(\d+)([A-Z])$/;

/** The units the form marks n/a (not delivered in this cohort), as the META keeps them (`na_units`). */
export const notDeliveredUnits = (values: Pick<CohortFormValues, 'units'>): string[] =>
  values.units.filter((u) => u.event_type === 'n/a').map((u) => u.unit);

/** The stored schedule as the form edits it; `notDelivered`: the n/a units, which have no event to read. */
function scheduleValues(
  events: readonly EventRecord[],
  notDelivered: readonly string[],
  single: boolean,
): Pick<CohortFormValues, 'orientation' | 'units' | 'single'> {
  const shown = events.filter((e) => !e.removed_at);
  const orientationEvent = shown.find((e) => e.unit_id === 'orientation');
  const orientation = {
    ...slotOf(orientationEvent),
    url_unit_evaluation: orientationEvent?.url_unit_evaluation ?? null,
    meeting_type: orientationEvent?.meeting_type ?? null,
  };
  if (single) {
    const e = shown.find((x) => x.unit_id !== 'orientation');
    return {
      orientation,
      units: [],
      single: {
        start_date: e?.start_date ?? null,
        end_date: e?.end_date ?? null,
        start_time: e?.start_time ?? null,
        end_time: e?.end_time ?? null,
      },
    };
  }
  const units = new Map<string, UnitSchedule>();
  const unitOf = (unit: string, first: EventRecord): UnitSchedule => {
    let found = units.get(unit);
    if (!found) {
      found = {
        unit,
        event_type: '2_day',
        days: [],
        url_unit_evaluation: first.url_unit_evaluation,
        meeting_type: first.meeting_type,
        sub_units: [],
      };
      units.set(unit, found);
    }
    return found;
  };
  const ordered = [...shown].filter((e) => e.unit_id !== 'orientation').sort((a, b) => a.unit_id.localeCompare(b.unit_id) || a.day - b.day);
  for (const e of ordered) {
    const sub = SUB_UNIT.exec(e.unit_id);
    if (sub) {
      const unit = unitOf(sub[1], e);
      unit.event_type = 'ext';
      unit.days = [];
      // Days come in order: a sub-unit's second day makes it a two-day extension.
      const known = unit.sub_units.find((s) => s.event_ext === e.unit_id);
      if (known) {
        known.event_type = '2_day';
        known.days.push(slotOf(e));
        continue;
      }
      const entry: SubUnitSchedule = {
        event_ext: e.unit_id,
        event_type: 'ext',
        days: [slotOf(e)],
        url_unit_evaluation: e.url_unit_evaluation,
        meeting_type: e.meeting_type,
      };
      unit.sub_units.push(entry);
      continue;
    }
    const unit = unitOf(e.unit_id, e);
    if (unit.event_type === 'ext') continue;
    unit.event_type = e.type_event === 'two_day' ? '2_day' : 'split';
    unit.days.push(slotOf(e));
  }
  for (const unit of notDelivered)
    if (!units.has(unit))
      units.set(unit, { unit, event_type: 'n/a', days: [], url_unit_evaluation: null, meeting_type: null, sub_units: [] });
  return { orientation, units: [...units.values()].sort((a, b) => Number(a.unit) - Number(b.unit)), single: null };
}

/** The form's values of a stored cohort. */
export function formValues(aggregate: CohortAggregate, single: boolean): CohortFormValues & { id: number; version: number } {
  const { cohort } = aggregate;
  const log = cohort.force_end_log ?? [];
  return {
    id: cohort.id,
    version: cohort.version,
    name: cohort.name,
    course_id: cohort.course_id,
    delivery_model_id: cohort.delivery_model_id,
    city: cohort.city,
    state_id: cohort.state_id,
    district_id: cohort.district_id,
    contract: cohort.contract,
    has_suite: cohort.has_suite,
    is_internal: cohort.is_internal,
    divide_units: cohort.divide_units ?? false,
    collaboration: cohort.collaboration,
    link_folder: cohort.link_folder,
    material_status: cohort.material_status,
    welcome_email: cohort.welcome_email,
    sub_courses: cohort.sub_courses ?? [],
    force_end: cohort.force_end,
    force_end_reason: cohort.force_end ? (log.at(-1)?.reason ?? null) : null,
    meeting: {
      webinar_url: cohort.meeting?.webinar_url || null,
      platform: cohort.meeting?.platform || null,
      meeting_id: cohort.meeting?.meeting_id || null,
      password_meeting: cohort.meeting?.password_meeting || null,
    },
    ...scheduleValues(aggregate.events, cohort.na_units ?? [], single),
    participants: aggregate.members.map((m) => m.user_id),
    staff: aggregate.staff.map((s) => ({ user_id: s.user_id, staff_type: s.staff_type, units: s.units })),
  };
}

export const forceEndLogEntries = (log: readonly ForceEndLogRecord[] | undefined): ForceEndLogEntry[] =>
  (log ?? []).map((entry) => ({ reason: entry.reason, author: entry.author, created_at: entry.created_at }));

/** The stored meeting: none when every field is empty. */
export function meetingOf(meeting: CohortFormValues['meeting']): CohortRecord['meeting'] {
  if (!meeting.webinar_url && !meeting.platform && !meeting.meeting_id && !meeting.password_meeting) return null;
  return {
    webinar_url: meeting.webinar_url ?? '',
    platform: meeting.platform ?? '',
    meeting_id: meeting.meeting_id ?? '',
    password_meeting: meeting.password_meeting ?? '',
  };
}
