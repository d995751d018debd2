/**
 * The facilitator schedule conflict check from the Cohort Schedule pane (spec 03 §5, issue 31): when
 * a dated day (its date or times) changes and a facilitator or co-facilitator of the cohort works
 * it, the pane asks the server's check (POST /api/event/validate-schedule-facilitator) about the
 * changed days of each such person, once the typing has settled. A conflict shows the spec's
 * flavours: Yes/No when only the date is shared (No clears those dates), OK when the times overlap
 * (the dates are cleared; days that only share the date are then asked about). Clearing a date
 * leaves the day undated, its times kept; the people keep their units. The save refuses a day at
 * the same time whatever happens here (functions/cohort-builder/facilitator-conflicts.ts).
 */
import type { CohortFormPerson, CohortFormValues, ScheduleSlot } from '@shared/cohort-builder/form.types';
import type { DateCoincidence, FacilitatorCheckAnswer } from '@shared/cohort-builder/people.types';
import { CHECKED_STAFF_TYPES, COHORT_PEOPLE_TEXT } from '@shared/cohort-builder/people.texts';
import { unitsCoverDay } from '@shared/units';
import { ALL_REMAINING_UNITS_USER_ID } from '@shared/constants';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { checkFacilitatorSchedule } from '../../api/cohort-people';
import { personName } from '../assignments/person-name';
import { coveredDays } from '../assignments/unit-keys';

/** Not in the spec: how long the schedule stays unchanged before the check is asked (a time is typed in parts). */
export const SCHEDULE_CHECK_QUIET_MS = 700;

type Values = Pick<CohortFormValues, 'id' | 'delivery_model_id' | 'orientation' | 'units' | 'single' | 'staff'>;

interface Pending {
  name: string;
  /** Yes/No: only the date is shared; else OK: the times overlap. */
  keepable: boolean;
  message: string;
  days: readonly DateCoincidence[];
}

const dayKey = (d: { unit: string; day: number }) => `${d.unit}|${d.day}`;

/** The form's values with the dates of these days cleared (orientation, a unit's day, a sub-unit). */
export function withoutDates(
  values: Pick<CohortFormValues, 'orientation' | 'units'>,
  days: readonly { unit: string; day: number }[],
): Pick<CohortFormValues, 'orientation' | 'units'> {
  const hit = new Set(days.map(dayKey));
  const clear = <S extends ScheduleSlot>(slot: S, unit: string, day: number): S =>
    hit.has(dayKey({ unit, day })) ? { ...slot, date: null } : slot;
  return {
    orientation: clear(values.orientation, 'orientation', 1),
    units: values.units.map((u) =>
      u.event_type === 'ext'
        ? { ...u, sub_units: u.sub_units.map((s) => ({ ...s, days: s.days.map((d, i) => clear(d, s.event_ext, i + 1)) })) }
        : { ...u, days: u.days.map((d, i) => clear(d, u.unit, i + 1)) },
    ),
  };
}

/** The questions of one person's answer: OK for the days at the same time first, then Yes/No for the others. */
function questionsOf(name: string, answer: FacilitatorCheckAnswer): Pending[] {
  const lines = (days: readonly DateCoincidence[]) => days.map(COHORT_PEOPLE_TEXT.conflictLine);
  const sameTime = answer.date_coincidence.filter((c) => c.same_time);
  const sameDay = answer.date_coincidence.filter((c) => !c.same_time);
  return [
    ...(sameTime.length
      ? [{ name, keepable: false, message: COHORT_PEOPLE_TEXT.conflictDatesSameTime(name, lines(sameTime)), days: sameTime }]
      : []),
    ...(sameDay.length
      ? [{ name, keepable: true, message: COHORT_PEOPLE_TEXT.conflictDatesSameDay(name, lines(sameDay)), days: sameDay }]
      : []),
  ];
}

/**
 * Watches the schedule's dated days; returns the dialog to render and a notice when a check did not
 * answer. The days as the pane opened are not checked (the Assignments pane and the save did).
 */
export function useScheduleConflictCheck(
  values: Values,
  people: ReadonlyMap<number, CohortFormPerson>,
  onChange: (patch: Partial<CohortFormValues>) => void,
) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ values, people, onChange });
  latest.current = { values, people, onChange };
  const seen = useRef<Map<string, string> | null>(null);
  const changed = useRef(new Set<string>());

  const dated = coveredDays(values, ['all']);
  const signature = dated.map((d) => `${dayKey(d)}=${d.date}|${d.start_time}|${d.end_time}`).join(';');

  useEffect(() => {
    const now = new Map(signature ? signature.split(';').map((entry) => entry.split('=') as [string, string]) : []);
    const before = seen.current;
    seen.current = now;
    if (before === null) return;
    for (const [key, slot] of now) if (before.get(key) !== slot) changed.current.add(key);
    if (changed.current.size === 0) return;
    const timer = setTimeout(() => {
      const keys = changed.current;
      changed.current = new Set();
      void ask(keys);
    }, SCHEDULE_CHECK_QUIET_MS);
    return () => clearTimeout(timer);
  }, [signature]);

  async function ask(keys: ReadonlySet<string>) {
    const { values, people } = latest.current;
    const days = coveredDays(values, ['all']).filter((d) => keys.has(dayKey(d)));
    // One check per person: a facilitator who also co-facilitates is asked about all their units at once.
    const unitsOf = new Map<number, string[]>();
    for (const s of values.staff) {
      if (!CHECKED_STAFF_TYPES.includes(s.staff_type) || s.user_id === ALL_REMAINING_UNITS_USER_ID) continue;
      unitsOf.set(s.user_id, [...(unitsOf.get(s.user_id) ?? []), ...s.units]);
    }
    for (const [userId, units] of unitsOf) {
      const mine = days.filter((d) => unitsCoverDay(units, d.unit, d.day));
      if (mine.length === 0) continue;
      const name = personName(people, userId);
      try {
        const answer = await checkFacilitatorSchedule({
          id_fac: userId,
          dates_events: mine,
          id_cohort: values.id,
          unit_work: [...new Set(units)],
          delivery: values.delivery_model_id,
          name,
        });
        setFailed(false);
        if (answer.programed) setQueue((q) => [...q, ...questionsOf(name, answer)]);
      } catch {
        setFailed(true);
      }
    }
  }

  const current = queue[0];
  function settle(keep: boolean) {
    if (!current) return;
    setQueue((q) => q.slice(1));
    if (keep && current.keepable) return;
    const { values, onChange } = latest.current;
    onChange(withoutDates(values, current.days));
  }

  const dialog = (
    <ConfirmDialog
      open={current !== undefined}
      text={current?.message ?? ''}
      confirmLabel={current?.keepable ? 'Yes' : 'OK'}
      cancelLabel={current?.keepable ? 'No' : null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { dialog, failed, dismissFailed: () => setFailed(false) };
}
