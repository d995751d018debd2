import { describe, expect, it } from 'vitest';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import type { CohortFormValues } from '@shared/cohort-builder/form.types';
import {
  cohortFormReducer,
  formHeading,
  formProblem,
  hasFutureEvents,
  initialState,
  isDirty,
  withCourse,
  withState,
} from './cohort-form-state';
import { newCohortValues } from '@shared/cohort-builder/form.texts';

const TODAY = '2026-03-10';
const slot = (date: string | null) => ({ date, start_time: '09:00', end_time: '15:00' });
const complete = (patch: Partial<CohortFormValues> = {}): CohortFormValues => ({
  ...newCohortValues(),
  name: 'Albany EDP',
  course_id: 10,
  delivery_model_id: 1,
  state_id: 2,
  ...patch,
});

describe('cohort form state', () => {
  it('is dirty once a value differs from what was loaded, and keeps the people a change brings in', () => {
    const start = initialState(null);
    expect(isDirty(start)).toBe(false);
    const person = { user_id: 7, first_name: 'Ada', last_name: 'Okafor', email: 'ada@example.org', username: 'ada' };
    const next = cohortFormReducer(start, { type: 'patch', patch: { participants: [7] }, added: [person] });
    expect(isDirty(next)).toBe(true);
    expect(next.people.get(7)).toEqual(person);
    const back = cohortFormReducer(next, { type: 'patch', patch: { participants: [] } });
    expect(isDirty(back)).toBe(false);
  });

  it('checks the title first, then the course, delivery model, state and the Force End reason', () => {
    expect(formProblem(complete({ name: '   ' }))).toBe(COHORT_TEXT.titleRequired);
    expect(formProblem(complete({ course_id: 0 }))).toBe(COHORT_TEXT.courseRequired);
    expect(formProblem(complete({ delivery_model_id: 0 }))).toBe(COHORT_TEXT.deliveryModelRequired);
    expect(formProblem(complete({ state_id: 0 }))).toBe(COHORT_TEXT.stateRequired);
    expect(formProblem(complete({ force_end: true }))).toBe(COHORT_TEXT.forceEndReasonRequired);
    expect(formProblem(complete({ force_end: true, force_end_reason: 'Contract ended' }))).toBeNull();
  });

  it('finds a future day anywhere in the schedule: orientation, unit days, sub-units, the single schedule', () => {
    const past = complete({ orientation: { ...slot('2026-01-05'), url_unit_evaluation: null, meeting_type: null } });
    expect(hasFutureEvents(past, TODAY)).toBe(false);
    // Today is not in the future.
    expect(hasFutureEvents(complete({ orientation: { ...slot(TODAY), url_unit_evaluation: null, meeting_type: null } }), TODAY)).toBe(
      false,
    );
    const unit = {
      unit: '1',
      event_type: '2_day' as const,
      days: [slot('2026-02-01'), slot(null)],
      url_unit_evaluation: null,
      meeting_type: null,
      sub_units: [],
    };
    expect(hasFutureEvents(complete({ units: [unit] }), TODAY)).toBe(false);
    expect(hasFutureEvents(complete({ units: [{ ...unit, days: [slot('2026-03-11')] }] }), TODAY)).toBe(true);
    const ext = {
      ...unit,
      event_type: 'ext' as const,
      days: [],
      sub_units: [
        { event_ext: '1A', event_type: 'ext' as const, days: [slot('2026-04-01')], url_unit_evaluation: null, meeting_type: null },
      ],
    };
    expect(hasFutureEvents(complete({ units: [ext] }), TODAY)).toBe(true);
    expect(
      hasFutureEvents(complete({ single: { start_date: '2026-01-01', end_date: '2026-06-30', start_time: null, end_time: null } }), TODAY),
    ).toBe(true);
  });

  it('a new course clears the schedule and sub-courses; a new state clears the district', () => {
    expect(withCourse(12)).toEqual({ course_id: 12, units: [], single: null, sub_courses: [] });
    expect(withState(3)).toEqual({ state_id: 3, district_id: null });
  });

  it('heads the form with the name, and the ID when editing', () => {
    expect(formHeading(newCohortValues())).toBe('New cohort');
    expect(formHeading(complete({ id: 41 }))).toBe('Albany EDP (ID 41)');
  });
});
