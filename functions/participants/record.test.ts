/**
 * My Record (GET /api/me/record) against DynamoDB Local and s3rver: the figures of the Attendance
 * Audit and certificates issued through the audit's Create Certificates route, a voided one shown
 * as void without its reason, staff allowed and refused, and its DynamoDB calls: the same whatever
 * the number of cohorts, with the figures the rules give on the cohorts loaded whole.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LearningRecord } from '../../shared/participants/record.ts';
import type { AbsenceAuditResponse } from '../../shared/roster-reports/types.ts';
import { formatVerificationCode } from '../../shared/certificates/texts.ts';
import { TEMPLATE_COURSES } from '../../scripts/seed/certificate-templates.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { nyDate } from '../../shared/time.ts';
import { cohortCertificates } from '../data/certificates/certificates.ts';
import { cohortsOfUser, loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { attendanceDays, cohortAttendanceAudit, entryOf, isCoachingCohort } from '../domain/attendance-audit.ts';
import { courseCompletion, loadCompletionHosts } from '../domain/certification.ts';
import { makeupKey, presentIn } from '../domain/makeups-elsewhere.ts';
import { taughtDays } from '../domain/roster-sheet.ts';
import { handler as certificates } from '../certificates/handler.ts';
import { handler as rosterReports } from '../roster-reports/handler.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
const VOID_REASON = 'Printed with the wrong course';
let cohort: CohortAggregate;
let seeded: CohortAggregate[];
let audit: AbsenceAuditResponse;
/** Two members the audit lets be certified: the first keeps a valid certificate, the second's is voided. */
let holder = 0;
let voided = 0;

const recordOf = (token: string, userId?: number) =>
  handler(apiEvent('GET /api/me/record', { token, query: userId === undefined ? {} : { user_id: String(userId) } }));

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [6, 8],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
  });
  const admin = await sessionToken((await findUserIdByLogin('admin'))!, ['administrator']);
  seeded = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
  for (const candidate of seeded.filter((c) => (TEMPLATE_COURSES as readonly number[]).includes(c.cohort.course_id))) {
    const answer = await rosterReports(
      apiEvent('GET /api/get_absence/{cohortId}', { token: admin, params: { cohortId: String(candidate.cohort.id) } }),
    );
    if (answer.statusCode !== 200) continue;
    const found = parseBody<AbsenceAuditResponse>(answer);
    if (found.participantsCanBeCertified.length < 2) continue;
    [cohort, audit] = [candidate, found];
    [holder, voided] = found.participantsCanBeCertified;
    break;
  }
  if (!cohort) throw new Error('the seed has no ended cohort with two certifiable members');
  const issued = await certificates(
    apiEvent('GET /api/certifications/{cohortId}', {
      token: admin,
      params: { cohortId: String(cohort.cohort.id) },
      query: { toBeCertified: `[${holder},${voided}]` },
    }),
  );
  expect(issued.statusCode).toBe(303);
  const certifier = await sessionToken(1, ['certificates']);
  const voiding = await certificates(
    apiEvent('POST /api/save_void_certificate', {
      token: certifier,
      body: { cohortId: cohort.cohort.id, userId: voided, reasonVoid: VOID_REASON },
    }),
  );
  expect(voiding.statusCode).toBe(200);
}, 180_000);

describe('My Record', () => {
  it("shows a participant their cohort with the audit's figures and the certificate issued from it", async () => {
    const token = await sessionToken(holder, ['participant']);
    await recordOf(token); // a warm Lambda: the course list is cached
    const { result, metrics } = await withDynamoMetrics(() => recordOf(token));
    expect(result.statusCode).toBe(200);
    // The session; the cohort links; then together the profile, META, member, make-up and
    // certificate items (one BatchGetItem) and the cohort's sheets (one Query).
    expect(metrics.ops).toEqual({ GetItem: 1, Query: 2, BatchGetItem: 1 });
    expect(metrics.round_trips).toBe(3);

    const record = parseBody<LearningRecord>(result);
    expect(record.user.id).toBe(holder);
    const row = record.cohorts.find((c) => c.cohort_id === cohort.cohort.id)!;
    expect(row).toMatchObject({ cohort_name: cohort.cohort.name, status: 'ended', completed: true, attendance_taken: true });
    // Everyone certifiable took every taught day: present on each one held, as the audit counts them (no absence).
    const held = taughtDays(cohort).filter((e) => e.start_date! <= today).length;
    expect(audit.participants.find((p) => p.id === holder)!.absences).toBe(0);
    expect([row.days_present, row.days_held]).toEqual([held, held]);
    expect(row.units.length).toBeGreaterThan(0);
    expect(row.units.every((u) => u.complete)).toBe(true);

    const stored = (await cohortCertificates(cohort.cohort.id)).get(holder)!;
    expect(record.certificates).toEqual([
      expect.objectContaining({
        id: stored.id,
        status: 'valid',
        code: formatVerificationCode(stored.code),
        issued_on: stored.issued_on,
        course_name: stored.course_name,
      }),
    ]);
    const [certificate] = record.certificates;
    expect(certificate.verify_url).toMatch(new RegExp(`/verify/${formatVerificationCode(stored.code)}$`));
    expect(certificate.document).toMatch(/^https?:\/\//);
  });

  it('shows a voided certificate as void, without its reason or its document', async () => {
    const result = await recordOf(await sessionToken(voided, ['participant']));
    expect(result.body).not.toContain(VOID_REASON);
    const { certificates: list } = parseBody<LearningRecord>(result);
    expect(list).toEqual([expect.objectContaining({ status: 'void', document: null })]);
  });

  it('reads several cohorts and a make-up in the same calls, with the figures of the cohorts loaded whole', async () => {
    const courses = new Map((await listReference('COURSE')).map((c) => [c.id, c]));
    const demo = (await findUserIdByLogin('participant'))!;
    const guest = seeded.flatMap((c) => c.makeupsAway)[0].user_id;
    for (const userId of [demo, guest]) {
      const token = await sessionToken(userId, ['participant']);
      const { result, metrics } = await withDynamoMetrics(() => recordOf(token));
      const links = await cohortsOfUser(userId);
      expect(new Set(links.map((l) => l.cohort_id)).size).toBeGreaterThan(1);
      const homes = new Set(links.filter((l) => l.role === 'member').map((l) => l.cohort_id)).size;
      expect(metrics.ops).toEqual({ GetItem: 1, Query: 1 + homes, BatchGetItem: 1 });
      expect(metrics.round_trips).toBe(3);

      const record = parseBody<LearningRecord>(result);
      expect(record.cohorts.length).toBeGreaterThan(0);
      const now = new Date();
      for (const row of record.cohorts) {
        const whole = (await loadCohort(row.cohort_id))!;
        const hosts = await loadCompletionHosts(whole);
        const coaching = isCoachingCohort(whole, { courses });
        const audit = cohortAttendanceAudit(whole, hosts, { now, coaching }).find((r) => r.user_id === userId)!;
        const completion = courseCompletion(whole, hosts, now);
        const present = attendanceDays(whole, now).begun.filter(
          (e) => entryOf(whole, userId, e)?.attendance === '1' || completion.madeUp.has(makeupKey(userId, e.unit_id)),
        );
        expect(row).toMatchObject({
          completed: audit.completed,
          days_held: coaching ? 0 : audit.scheduled,
          days_present: coaching ? 0 : present.length,
          units: coaching ? [] : completion.units.map((unit) => ({ unit, complete: completion.took(userId, unit) })),
          makeups: whole.makeupsAway
            .filter((m) => m.user_id === userId)
            .map((m) => ({
              unit: m.unit,
              cohort_name: hosts.get(m.host_cohort_id)!.cohort.name,
              attended: presentIn(hosts.get(m.host_cohort_id), m.unit, userId),
            })),
        });
      }
      if (userId === guest) expect(record.cohorts.flatMap((c) => c.makeups)).toHaveLength(1);
    }
  });

  it("opens a person's record to the staff of their cohort only", async () => {
    const lead = cohort.staff.find((s) => s.staff_type === 'facilitator')!.user_id;
    const allowed = await recordOf(await sessionToken(lead, ['facilitator_national']), holder);
    expect(allowed.statusCode).toBe(200);
    expect(parseBody<LearningRecord>(allowed).certificates.map((c) => c.status)).toEqual(['valid']);

    const stranger = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1))))
      .flatMap((c) => c?.staff ?? [])
      .find((s) => s.staff_type === 'facilitator' && !cohort.staff.some((own) => own.user_id === s.user_id))!.user_id;
    expect((await recordOf(await sessionToken(stranger, ['facilitator_national']), holder)).statusCode).toBe(403);
    // Another participant is refused too, and nobody is told of someone who does not exist.
    expect((await recordOf(await sessionToken(voided, ['participant']), holder)).statusCode).toBe(403);
    expect((await recordOf(await sessionToken(holder, ['participant']), 987654)).statusCode).toBe(404);
  });
});
