/**
 * Bench samples of the cohort form's routes (issue 13): reading a cohort for editing, saving a new
 * cohort of 150 participants, 6 staff and 20 days (more than one transaction: its time and round
 * trips are the figure), and a deletion refused because the cohort has recorded attendance
 * (a deletion's reads; deleting for real would remove the cohort the other samples read).
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { CohortForEdit, CohortFormValues, StaffAssignment, UnitSchedule } from '../../shared/cohort-builder/form.types.ts';
import type { BenchData, Sample, SampleTools } from './samples.ts';
import { newCohortValues } from '../../shared/cohort-builder/form.texts.ts';

const ADMIN = 'senior.admin';
const PARTICIPANTS = 150;
const STAFF = 6;

/**
 * Participants of the seeded cohorts from `cohortId` on, until there are 150, and six of their
 * staff, each in the role a seeded cohort gave them (read untimed, once). Keeping the seeded role
 * keeps the save's rules true: a NISL course's facilitators must be national or certified.
 */
async function peopleFrom(tools: SampleTools, cohortId: number): Promise<{ participants: number[]; staff: StaffAssignment[] }> {
  const participants = new Set<number>();
  const staff = new Map<number, StaffAssignment>();
  for (let id = cohortId; participants.size < PARTICIPANTS && id < cohortId + 40; id += 1) {
    try {
      const cohort = (await tools.getJson(`/api/cohort/${id}`, ADMIN)) as CohortForEdit;
      for (const p of cohort.values.participants) participants.add(p);
      for (const s of cohort.values.staff) if (!staff.has(s.user_id)) staff.set(s.user_id, { ...s, units: ['all'] });
    } catch {
      // A cohort id the seed does not have: the next one.
    }
  }
  return { participants: [...participants].slice(0, PARTICIPANTS), staff: [...staff.values()].slice(0, STAFF) };
}

const slot = { date: null, start_time: null, end_time: null };

/** A new cohort with 20 days (orientation, 2_day, split 3, ext 4 sub-units, 2_day, split 4, split 4), all TBD: the dashboard's dated sessions stay as seeded. */
async function newCohortBody(tools: SampleTools, d: BenchData): Promise<CohortFormValues> {
  const { participants, staff } = await peopleFrom(tools, d.cohortId);
  const unit = (n: number, event_type: UnitSchedule['event_type'], days: number): UnitSchedule => ({
    unit: String(n),
    event_type,
    days: event_type === 'ext' ? [] : Array.from({ length: days }, () => slot),
    url_unit_evaluation: null,
    meeting_type: null,
    sub_units:
      event_type === 'ext'
        ? Array.from({ length: days }, (_, i) => ({
            event_ext: `${n}${'ABCD'[i]}`,
            event_type: 'ext' as const,
            days: [slot],
            url_unit_evaluation: null,
            meeting_type: null,
          }))
        : [],
  });
  return {
    ...newCohortValues(),
    name: 'Bench cohort (150 participants)',
    course_id: d.courseId,
    delivery_model_id: 1,
    city: 'Bench',
    state_id: d.stateId,
    is_internal: true,
    orientation: { ...slot, url_unit_evaluation: null, meeting_type: null },
    units: [unit(1, '2_day', 2), unit(2, 'split', 3), unit(3, 'ext', 4), unit(4, '2_day', 2), unit(5, 'split', 4), unit(6, 'split', 4)],
    participants,
    staff,
  };
}

export const COHORT_FORM_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/cohort/{id}': (d) => ({
    params: { id: d.cohortId },
    note: 'the whole cohort (one Query), its people (BatchGetItem), authors from the name cache',
  }),
  'POST /api/cohort': (d) => {
    let body: Promise<CohortFormValues> | undefined;
    return {
      variant: 'new, 150 participants, 6 staff, 20 days',
      // The course's unit count is whatever the seed gave; the form's rows are the body's.
      prepare: async (tools) => ({ body: await (body ??= newCohortBody(tools, d)) }),
      slow: true,
      note: 'a new cohort per call, undated (TBD): counters, people, then the intent transaction and a chunk',
    };
  },
  'DELETE /api/cohort/{id}': (d) => ({
    params: { id: d.cohortId },
    // Never a real deletion: the cohort the other samples read must have recorded attendance.
    prepare: async (tools) => {
      const cohort = (await tools.getJson(`/api/cohort/${d.cohortId}`, ADMIN)) as CohortForEdit;
      if (!cohort.recorded_event_ids.length) throw new Error(`cohort ${d.cohortId} has no recorded attendance: the bench would delete it`);
      return {};
    },
    expect: 409,
    note: 'refused: the cohort has recorded attendance; the reads of a deletion',
  }),
};
