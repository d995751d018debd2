/**
 * A complete cohort record for tests that store one (`cohortItems.cohort`): a cohort of course 10
 * in state 1 with no schedule, people or optional settings, written on 2024-01-01. Tests override
 * what they are about (at least the id; the post id follows it unless given).
 */
import type { CohortRecord } from '../../functions/data/cohorts/cohorts.ts';

export function testCohort(overrides: Partial<CohortRecord> & { id: number }): CohortRecord {
  return {
    post_id: 90_000 + overrides.id,
    name: `Test cohort ${overrides.id}`,
    course_id: 10,
    delivery_model_id: 1,
    state_id: 1,
    city: 'Harrisburg',
    district_id: null,
    contract: null,
    has_suite: 'no',
    collaboration: { communities: true, drive: false },
    link_folder: null,
    material_status: null,
    welcome_email: false,
    force_end: false,
    is_internal: false,
    meeting: null,
    start_date: null,
    end_date: null,
    participant_count: 0,
    created_at: '2024-01-01T00:00:00.000Z',
    created_by: null,
    updated_at: '2024-01-01T00:00:00.000Z',
    updated_by: null,
    version: 1,
    ...overrides,
  };
}
