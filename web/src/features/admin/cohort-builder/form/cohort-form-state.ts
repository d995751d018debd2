/**
 * The cohort form's state (spec 03 §2.4, §4, §5): the values being edited (the body of
 * POST /api/cohort), the people they name, and what was loaded, so that the form knows whether
 * there are unsaved changes. The panes change it only through one `patch` (pane-props.ts).
 */
import type { CohortForEdit, CohortFormPerson, CohortFormValues, ScheduleSlot } from '@shared/cohort-builder/form.types';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { NOT_CHOSEN, newCohortValues } from '@shared/cohort-builder/form.texts';
import { nyDate } from '@shared/time';
import type { FieldProblem } from '../../components/field-errors';

export interface CohortFormState {
  values: CohortFormValues;
  /** The values as loaded (or the blank form): unsaved changes are any difference from them. */
  initial: CohortFormValues;
  people: ReadonlyMap<number, CohortFormPerson>;
}

export type CohortFormAction =
  | { type: 'patch'; patch: Partial<CohortFormValues>; added?: readonly CohortFormPerson[] }
  /** A save was refused because of force end: the box goes back off (spec 03 §4). */
  | { type: 'resetForceEnd' };

export function initialState(loaded: CohortForEdit | null): CohortFormState {
  const values = loaded ? loaded.values : newCohortValues();
  return { values, initial: values, people: new Map((loaded?.people ?? []).map((person) => [person.user_id, person])) };
}

export function cohortFormReducer(state: CohortFormState, action: CohortFormAction): CohortFormState {
  switch (action.type) {
    case 'patch': {
      const values = { ...state.values, ...action.patch };
      if (!action.added?.length) return { ...state, values };
      const people = new Map(state.people);
      for (const person of action.added) people.set(person.user_id, person);
      return { ...state, values, people };
    }
    case 'resetForceEnd':
      return { ...state, values: { ...state.values, force_end: false, force_end_reason: null } };
  }
}

/** Whether the values differ from what was loaded. */
export function isDirty(state: CohortFormState): boolean {
  return JSON.stringify(state.values) !== JSON.stringify(state.initial);
}

/** Choosing another course: its units replace the schedule (the Schedule pane lays out the new course's rows). */
export function withCourse(courseId: number): Partial<CohortFormValues> {
  return { course_id: courseId, units: [], single: null, sub_courses: [] };
}

/** Choosing another state: its district no longer applies. */
export function withState(stateId: number): Partial<CohortFormValues> {
  return { state_id: stateId, district_id: null };
}

/** Every dated day of the schedule: orientation, each unit's days and sub-units, the single schedule. */
function scheduledDates(values: CohortFormValues): string[] {
  const slots: Array<Pick<ScheduleSlot, 'date'>> = [values.orientation];
  for (const unit of values.units) slots.push(...unit.days, ...unit.sub_units.flatMap((s) => s.days));
  const dates = slots.map((slot) => slot.date);
  if (values.single) dates.push(values.single.start_date, values.single.end_date);
  return dates.filter((date): date is string => date !== null);
}

/**
 * Spec 03 §4: Force End only when no scheduled event lies in the future, a day after today in
 * New York (the server checks the same on save).
 */
export function hasFutureEvents(values: CohortFormValues, today: string = nyDate()): boolean {
  return scheduledDates(values).some((date) => date > today);
}

/** The fields the form checks before a save, by their names in the values. */
export type CohortField = 'name' | 'course_id' | 'delivery_model_id' | 'state_id' | 'force_end_reason';

/** What stops a save before it is sent, field by field in the order the form shows them; empty when nothing does. */
export function formProblems(values: CohortFormValues): FieldProblem<CohortField>[] {
  const problems: FieldProblem<CohortField>[] = [];
  if (values.name.trim() === '') problems.push({ field: 'name', message: COHORT_TEXT.titleRequired });
  if (values.course_id === NOT_CHOSEN) problems.push({ field: 'course_id', message: COHORT_TEXT.courseRequired });
  if (values.delivery_model_id === NOT_CHOSEN) problems.push({ field: 'delivery_model_id', message: COHORT_TEXT.deliveryModelRequired });
  if (values.state_id === NOT_CHOSEN) problems.push({ field: 'state_id', message: COHORT_TEXT.stateRequired });
  if (values.force_end && !values.force_end_reason?.trim())
    problems.push({ field: 'force_end_reason', message: COHORT_TEXT.forceEndReasonRequired });
  return problems;
}

/** The first of `formProblems`' messages; null when nothing stops a save. */
export function formProblem(values: CohortFormValues): string | null {
  return formProblems(values)[0]?.message ?? null;
}

/** The form's header: the cohort's name, with its ID when editing. */
export function formHeading(values: CohortFormValues): string {
  const name = values.name.trim() || (values.id === null ? 'New cohort' : 'Cohort');
  return values.id === null ? name : `${name} (ID ${values.id})`;
}
