/**
 * Accounts the certificate tests need that the demo does not have: an administrator who also holds
 * the `certificates` role (void and restore, spec 03 §6), created through the user form's route
 * with their first-time profile completed through the API, sign-in tokens for the API calls, and a
 * seeded cohort whose audit has someone to certify.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { STATES } from '../../scripts/seed/reference-data.ts';
import type { CohortListResponse, CohortListRow } from '../../shared/cohort-builder/list.types.ts';
import type { OwnProfile } from '../../shared/profile/types.ts';
import type { AbsenceAuditResponse } from '../../shared/roster-reports/types.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const FIRST_PASSWORD = 'Welcome-To-Portal#12';
export const CERTIFIER_PASSWORD = 'Certifier-Pass#2026';
/** The certificates role's id (shared/auth/roles.ts). */
const CERTIFICATES_ROLE = 24;

export async function tokenOf(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A new administrator + certificates account, named after `stamp`; answers its username (password CERTIFIER_PASSWORD). */
export async function createCertifier(request: APIRequestContext, senior: string, stamp: string): Promise<string> {
  const username = `e2e.certifier.${stamp}`;
  const created = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${senior}` },
    data: {
      username,
      email: `${username}@example.org`,
      password: FIRST_PASSWORD,
      first_name: 'Cerise',
      last_name: `Certifier${stamp}`,
      state_id: STATES.find((s) => s.code === 'NY')!.id,
      district_id: null,
      roles: [1, CERTIFICATES_ROLE],
      staff_contractor: 'staff',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const headers = { Authorization: `Bearer ${await tokenOf(request, username, FIRST_PASSWORD)}` };
  const own = (await (await request.get('/api/user/profile', { headers })).json()) as OwnProfile;
  const saved = await request.put(`/api/user/${own.id}`, {
    headers,
    data: {
      first_name: own.first_name,
      last_name: own.last_name,
      job_title: 'Coordinator',
      job_function: [2],
      phone: '2125550100',
      email: own.email,
      email_assign: 'work',
      state_id: own.state_id,
      password: CERTIFIER_PASSWORD,
      repeat_password: CERTIFIER_PASSWORD,
      version: own.version,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return username;
}

export interface Ready {
  cohort: CohortListRow & { dashboard: NonNullable<CohortListRow['dashboard']> };
  people: Array<{ id: number; name: string }>;
}

/** An ended seeded cohort whose course has a template and whose audit finds someone to certify. */
export async function certifiableCohort(request: APIRequestContext, headers: Record<string, string>): Promise<Ready> {
  // The Blanks list is the senior admin's.
  const senior = { Authorization: `Bearer ${await tokenOf(request, 'senior.admin')}` };
  const courses = (await (await request.get('/api/get_courses_list', { headers: senior, params: { per_page: '100' } })).json()) as {
    courses: Array<{ id: number; template: unknown }>;
  };
  const withTemplate = new Set(courses.courses.filter((c) => c.template).map((c) => c.id));
  const list = (await (
    await request.get('/api/cohort-builder/cohorts', { headers, params: { per_page: '500', column: 'created_at', order_by: 'desc' } })
  ).json()) as CohortListResponse;
  for (const cohort of list.cohorts.data) {
    if (cohort.next.status !== 'ended' || !cohort.dashboard || !withTemplate.has(cohort.course_id)) continue;
    const audit = await request.get(`/api/get_absence/${cohort.id}`, { headers });
    if (!audit.ok()) continue;
    const ready = ((await audit.json()) as AbsenceAuditResponse).participants.filter((p) => p.canBeCertified);
    if (ready.length)
      return {
        cohort: { ...cohort, dashboard: cohort.dashboard },
        people: ready.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` })),
      };
  }
  throw new Error('The demo seed has no ended cohort with a certifiable participant and a template');
}
