import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { COHORT_TEXT } from './form.texts.ts';
import type { CohortFormValues } from './form.types.ts';
import { cohortFormValues } from './form.contract.ts';

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
    expect(cohortFormValues.safeParse(unit({ sub_units: [{ event_ext: '3A', date: '2027-03-01' }] })).success).toBe(true);
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
      units: [{ unit: '3', event_type: 'ext', sub_units: [{ event_ext: '3A', event_id: 7 }] }],
    });
    expect(sub.units[0].sub_units[0].event_id).toBe(7);
  });
});
