import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { COHORT_TEXT } from './form.texts.ts';
import type { CohortFormValues } from './form.types.ts';
import { cohortFormValues, cohortSaveBody } from './form.contract.ts';

const minimal = { name: ' Cohort ', course_id: 1, delivery_model_id: 2, state_id: 3, orientation: {} };

describe('the cohort form contract', () => {
  it('parses to the form values type the server and the web share', () => {
    expectTypeOf<z.output<typeof cohortFormValues>>().toExtend<CohortFormValues>();
    expectTypeOf<CohortFormValues>().toExtend<z.output<typeof cohortFormValues>>();
  });

  it('fills what a new cohort leaves out and trims the title', () => {
    const values = cohortFormValues.parse(minimal);
    expect(values).toMatchObject({ id: null, version: null, name: 'Cohort', has_suite: 'no', units: [], participants: [], staff: [] });
    expect(values.orientation).toEqual({ date: null, start_time: null, end_time: null, url_unit_evaluation: null, meeting_type: null });
  });

  it("refuses a blank or missing title with the spec's text", () => {
    for (const name of ['  ', undefined]) {
      const result = cohortFormValues.safeParse({ ...minimal, name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(COHORT_TEXT.titleRequired);
    }
  });

  it('refuses malformed dates, times and sub-unit letters', () => {
    const unit = (over: object) => ({ ...minimal, units: [{ unit: '3', event_type: 'ext', days: [], ...over }] });
    expect(cohortFormValues.safeParse(unit({ days: [{ date: '3/1/2027' }] })).success).toBe(false);
    expect(cohortFormValues.safeParse(unit({ days: [{ date: '2027-03-01', start_time: '25:00' }] })).success).toBe(false);
    expect(cohortFormValues.safeParse(unit({ sub_units: [{ event_ext: '3a' }] })).success).toBe(false);
    expect(cohortFormValues.safeParse(unit({ sub_units: [{ event_ext: '3A', days: [{ date: '2027-03-01' }] }] })).success).toBe(true);
    // A sub-unit is ext (one day, the default) or 2_day (two days): no other type, never three days.
    expect(cohortFormValues.parse(unit({ sub_units: [{ event_ext: '3A' }] })).units[0].sub_units[0]).toMatchObject({
      event_type: 'ext',
      days: [],
    });
    expect(cohortFormValues.safeParse(unit({ sub_units: [{ event_ext: '3A', event_type: 'split' }] })).error?.issues[0].message).toBe(
      COHORT_TEXT.subUnitType,
    );
    const three = [{ date: '2027-03-01' }, { date: '2027-03-02' }, { date: '2027-03-03' }];
    expect(cohortFormValues.safeParse(unit({ sub_units: [{ event_ext: '3A', event_type: '2_day', days: three }] })).success).toBe(false);
  });

  it("keeps a day's event id as sent: absent (matched by unit and day), null (a new day) or a positive id", () => {
    const units = (days: object[]) =>
      cohortFormValues.parse({ ...minimal, units: [{ unit: '2', event_type: 'split', days }] }).units[0].days;
    const [absent, fresh, stored] = units([{ date: '2027-03-01' }, { date: null, event_id: null }, { date: null, event_id: 42 }]);
    expect('event_id' in absent).toBe(false);
    expect(fresh.event_id).toBeNull();
    expect(stored.event_id).toBe(42);
    expect(cohortFormValues.safeParse({ ...minimal, orientation: { event_id: 0 } }).success).toBe(false);
    expect(cohortFormValues.safeParse({ ...minimal, orientation: { event_id: '42' } }).success).toBe(false);
    const sub = cohortFormValues.parse({
      ...minimal,
      units: [
        {
          unit: '3',
          event_type: 'ext',
          sub_units: [{ event_ext: '3A', event_type: '2_day', days: [{ event_id: 7 }, { event_id: null }] }],
        },
      ],
    });
    expect(sub.units[0].sub_units[0].days.map((d) => d.event_id)).toEqual([7, null]);
  });

  it('reads the body spec 03 documents (edit flag, cohort_schedule, dates list, ids_for_delete, sub-units) as the form values', () => {
    const values = cohortSaveBody.parse({
      ...minimal,
      edit: true,
      id: 5,
      sub_courses: 'course1, course3',
      orientation: { start_date: '2027-01-04', start_time: '09:00', end_time: '11:00', id: 9 },
      cohort_schedule: [
        { unit: 1, event_type: '2_day', start_date: '2027-01-05', start_time: '09:00', end_time: '15:00' },
        {
          unit: '2',
          event_type: 'split',
          start_time: '08:00',
          end_time: '12:00',
          dates: [{ date: '2027-02-01', id: 11 }, { date: '2027-02-08' }],
          ids_for_delete: [12],
        },
        {
          unit: 3,
          event_type: 'ext',
          cohort_schedule_sub: [
            { event_ext: '3A', start_date_sub_unit: '2027-03-01', id: 20 },
            // Two contiguous days: by its type (the end is the next day) or by its end date.
            { event_ext: '3B', event_type_sub_unit: '2_day', start_date_sub_unit: '2027-03-08', start_time_sub_unit: '10:00', id: 21 },
            { event_ext: '3C', event_type_sub_unit: 'ext', start_date_sub_unit: '2027-03-15', end_date_sub_unit: '2027-03-16' },
          ],
        },
        { unit: 4, event_type: 'n/a' },
      ],
    });
    const times = { start_time: '09:00', end_time: '15:00' };
    expect(values).toMatchObject({ id: 5, version: null, name: 'Cohort', sub_courses: ['course1', 'course3'] });
    expect(values.orientation).toMatchObject({ date: '2027-01-04', event_id: 9 });
    // Contiguous without a dates list: its start and the next day, each matched by unit and day (no id).
    expect(values.units[0].days).toEqual([
      { date: '2027-01-05', ...times },
      { date: '2027-01-06', ...times },
    ]);
    // A unit that flags days for deletion: its days without an id are new, so none takes a flagged day.
    expect(values.units[1].days.map((d) => [d.date, d.start_time, d.event_id])).toEqual([
      ['2027-02-01', '08:00', 11],
      ['2027-02-08', '08:00', null],
    ]);
    const evaluation = { url_unit_evaluation: null, meeting_type: null };
    expect(values.units[2].sub_units).toEqual([
      { event_ext: '3A', event_type: 'ext', days: [{ date: '2027-03-01', start_time: null, end_time: null, event_id: 20 }], ...evaluation },
      {
        event_ext: '3B',
        event_type: '2_day',
        // The row's id is its first day; the second is matched by sub-unit and day.
        days: [
          { date: '2027-03-08', start_time: '10:00', end_time: null, event_id: 21 },
          { date: '2027-03-09', start_time: '10:00', end_time: null },
        ],
        ...evaluation,
      },
      {
        event_ext: '3C',
        event_type: '2_day',
        days: [
          { date: '2027-03-15', start_time: null, end_time: null },
          { date: '2027-03-16', start_time: null, end_time: null },
        ],
        ...evaluation,
      },
    ]);
    expect(values.units[3]).toMatchObject({ event_type: 'n/a', days: [], sub_units: [] });

    const refused = (body: object) => cohortSaveBody.safeParse({ ...minimal, ...body }).error?.issues[0].message;
    expect(refused({ edit: true, cohort_schedule: [] })).toBe(COHORT_TEXT.editWithoutId);
    expect(refused({ orientation: {}, cohort_schedule: [] })).toBe(COHORT_TEXT.scheduleWithoutEdit);
    expect(
      refused({
        edit: false,
        cohort_schedule: [
          {
            unit: 3,
            event_type: 'ext',
            cohort_schedule_sub: [{ event_ext: '3A', start_date_sub_unit: '2027-03-01', end_date_sub_unit: '2027-03-03' }],
          },
        ],
      }),
    ).toBe(COHORT_TEXT.subUnitDays('3A'));
    expect(refused({ edit: false, name: ' ', cohort_schedule: [] })).toBe(COHORT_TEXT.titleRequired);
  });
});
