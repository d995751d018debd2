import { describe, expect, it } from 'vitest';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { attendanceRecords, type AttendanceSheet, type MemberRecord } from '../../functions/data/cohorts/cohorts.ts';
import { DEMO_ACCOUNTS, organisationItems, type OrganisationOptions, type OrganisationSummary } from './organisation.ts';
import { PROJECT_FILES_LIMIT, PROJECT_FILES_PER_COHORT } from './projects.ts';
import { COURSES, DELIVERY_MODELS } from './reference-data.ts';

function generate(today = '2026-11-18', size: Partial<OrganisationOptions> = {}) {
  const items: Record<string, unknown>[] = [];
  const iterator = organisationItems({
    today,
    now: new Date(`${today}T15:00:00Z`),
    cohorts: 20,
    participantsPerCohort: [20, 40],
    extraUsers: 0,
    passwordHash: 'hash',
    randomSeed: 2026,
    demoAccounts: true,
    ...size,
  });
  let step = iterator.next();
  while (!step.done) {
    items.push(step.value);
    step = iterator.next();
  }
  return { items, summary: step.value as OrganisationSummary };
}

const { items, summary } = generate();
const ofType = (type: string) => items.filter((i) => i.type === type);

describe('demo organisation', () => {
  it('has every demo account, once, with its roles', () => {
    const users = ofType('user');
    for (const account of DEMO_ACCOUNTS) expect(users.filter((u) => u.username === account.username)).toHaveLength(1);
    expect(users.find((u) => u.username === 'senior.admin')?.roles).toEqual([2, 1]);
  });

  it('has about 20 cohorts with 20-40 participants each, and no duplicate keys', () => {
    expect(summary.cohorts).toBe(20);
    const byCohort = new Map<unknown, number>();
    for (const m of ofType('member')) byCohort.set(m.cohort_id, (byCohort.get(m.cohort_id) ?? 0) + 1);
    for (const count of byCohort.values()) expect(count).toBeGreaterThanOrEqual(20);
    for (const count of byCohort.values()) expect(count).toBeLessThanOrEqual(41);
    expect(new Set(items.map((i) => `${i.PK}|${i.SK}`)).size).toBe(items.length);
  });

  it('spreads events over past, present, future and not yet scheduled', () => {
    const events = ofType('event');
    expect(events.some((e) => e.start_date === null)).toBe(true);
    expect(events.some((e) => typeof e.start_date === 'string' && e.start_date < '2026-11-18')).toBe(true);
    expect(events.some((e) => typeof e.start_date === 'string' && e.start_date > '2026-11-18')).toBe(true);
    expect(events.filter((e) => e.unit_id === 'orientation').length).toBeGreaterThanOrEqual(19);
  });

  it('includes the coaching course 497, keys below and above 39, cohort6 and the edp_pss family', () => {
    const cohorts = ofType('cohort');
    const courseKeys = cohorts.map((c) => COURSES.find((course) => course.id === c.course_id)!.key);
    expect(courseKeys).toContain(COACHING_COURSE_KEY);
    expect(courseKeys).toContain(6);
    expect(courseKeys.some((k) => k < 39)).toBe(true);
    expect(courseKeys.some((k) => k > 39 && k !== COACHING_COURSE_KEY)).toBe(true);
    const models = cohorts.map((c) => DELIVERY_MODELS.find((m) => m.id === c.delivery_model_id)!);
    expect(models.some((m) => m.slug === 'edp_pss')).toBe(true);
    for (const m of DELIVERY_MODELS) expect(m.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('records attendance on past days only, none for the coaching course, and one make-up elsewhere', () => {
    const events = new Map(ofType('event').map((e) => [e.id, e]));
    const attendance = ofType('attendance_sheet').flatMap((sheet) => attendanceRecords(sheet as unknown as AttendanceSheet));
    expect(attendance.length).toBeGreaterThan(0);
    for (const a of attendance) expect(String(events.get(a.event_id)!.start_date) < '2026-11-18').toBe(true);
    // One sheet per unit: every record of a sheet is a day of that unit.
    for (const sheet of ofType('attendance_sheet')) {
      for (const a of attendanceRecords(sheet as unknown as AttendanceSheet)) expect(events.get(a.event_id)!.unit_id).toBe(sheet.unit);
    }
    const coaching = ofType('cohort').find((c) => c.course_id === COURSES.find((k) => k.key === COACHING_COURSE_KEY)!.id)!;
    expect(attendance.some((a) => a.cohort_id === coaching.id)).toBe(false);
    const makeups = ofType('makeup');
    expect(makeups).toHaveLength(1);
    expect(makeups[0].home_cohort_id).not.toBe(makeups[0].cohort_id);
  });

  it('has an extension day (sub-unit 3A, hours) with attendance, for Ext Attendance Details', () => {
    const extension = ofType('event').filter((e) => e.unit_id === '3A');
    expect(extension).toHaveLength(1);
    expect(extension[0]).toMatchObject({ type_event: 'hours', day: 1 });
    expect(String(extension[0].start_date) < '2026-11-18').toBe(true);
    const sheet = ofType('attendance_sheet').find((s) => s.unit === '3A' && s.cohort_id === extension[0].cohort_id)!;
    const marks = attendanceRecords(sheet as unknown as AttendanceSheet).map((a) => a.attendance);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks).toContain('1');
  });

  it('assigns staff so that each staff role sees cohorts, and enrols the demo participant', () => {
    const ids = new Map(ofType('user').map((u) => [u.username, u.id]));
    const staff = ofType('staff');
    expect(staff.filter((s) => s.user_id === ids.get('facilitator') && s.staff_type === 'facilitator').length).toBeGreaterThanOrEqual(4);
    expect(staff.some((s) => s.user_id === ids.get('local.facilitator'))).toBe(true);
    expect(staff.some((s) => s.user_id === ids.get('coach') && s.staff_type === 'alp_coach')).toBe(true);
    expect(staff.some((s) => s.staff_type === 'webinar')).toBe(true);
    expect(staff.some((s) => s.staff_type === 'quality')).toBe(true);
    const memberships = ofType('member').filter((m) => m.user_id === ids.get('participant'));
    expect(memberships).toHaveLength(2);
    // Enrolled in courses it holds privileges for, one of them with sessions still to come.
    const participant = ofType('user').find((u) => u.username === 'participant')!;
    const cohortsOf = memberships.map((m) => ofType('cohort').find((c) => c.id === m.cohort_id)!);
    for (const cohort of cohortsOf) expect(participant.courses).toContain(cohort.course_id);
    expect(
      ofType('event').some(
        (e) => cohortsOf.some((c) => c.id === e.cohort_id) && typeof e.start_date === 'string' && e.start_date > '2026-11-18',
      ),
    ).toBe(true);
  });

  it('gives most members of cohorts under way a project, files only to some with progress, none before a cohort begins', () => {
    const members = ofType('member') as unknown as MemberRecord[];
    const begun = new Set(
      ofType('event')
        .filter((e) => e.unit_id !== 'orientation' && typeof e.start_date === 'string' && e.start_date < '2026-11-18')
        .map((e) => e.cohort_id),
    );
    const coaching = ofType('cohort').find((c) => c.course_id === COURSES.find((k) => k.key === COACHING_COURSE_KEY)!.id)!;
    const underWay = members.filter((m) => begun.has(m.cohort_id) && m.cohort_id !== coaching.id);
    for (const m of members.filter((x) => !underWay.includes(x))) expect(m.project ?? null).toBeNull();
    const projects = underWay.filter((m) => m.project).map((m) => ({ ...m.project!, cohort_id: m.cohort_id, user_id: m.user_id }));
    expect(projects.length / underWay.length).toBeGreaterThan(0.6);
    expect(projects.length / underWay.length).toBeLessThan(0.9);
    expect(projects.some((p) => p.progress === 0)).toBe(true);
    for (const p of projects) {
      expect(p.progress).toBeGreaterThanOrEqual(0);
      expect(p.progress).toBeLessThanOrEqual(100);
      expect(p.last_modified < '2026-11-18').toBe(true);
      if (p.file_key !== null) {
        expect(p.progress).toBeGreaterThan(0);
        expect(p.file_key).toMatch(new RegExp(`^projects/${p.cohort_id}/${p.user_id}/[^/]+\\.pdf$`));
      }
    }
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    // Every cohort under way has files to download, within the caps.
    const files = projects.filter((p) => p.file_key);
    expect(files.length).toBeLessThanOrEqual(PROJECT_FILES_LIMIT);
    for (const cohortId of new Set(underWay.map((m) => m.cohort_id))) {
      const count = files.filter((p) => p.cohort_id === cohortId).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(PROJECT_FILES_PER_COHORT);
    }
  });

  it('writes no more project files at the benchmark size than the cap', () => {
    const big = generate('2026-11-18', { cohorts: 120, participantsPerCohort: [20, 30] }).items;
    expect(big.filter((i) => i.type === 'member' && (i as unknown as MemberRecord).project?.file_key).length).toBe(PROJECT_FILES_LIMIT);
  });

  it('publishes a banner, a logon popup and a participant notification', () => {
    const types = items
      .filter((i) => i.itemType === 'message')
      .map((i) => i.type)
      .sort();
    expect(types).toEqual(['logon_popup', 'participant_notification', 'portal_banner']);
  });

  it('seeds the support page: a tab per access level with its topics, and their counters', () => {
    expect(ofType('support_tab').map((t) => [t.name, t.has_access, t.sequence])).toEqual([
      ['Getting started', 1, 1],
      ['Facilitating', 2, 2],
      ['Administration', 3, 3],
    ]);
    const topics = ofType('support_topic');
    expect(topics.length).toBeGreaterThan(3);
    expect(new Set(topics.map((t) => t.tab_id))).toEqual(new Set([1, 2, 3]));
    expect(items.find((i) => i.PK === 'COUNTER' && i.SK === 'support_topic')?.value).toBe(topics.length);
    // Each with a PDF and a video where a recorded upload leaves them, each key its own.
    for (const t of topics) {
      expect(t.pdf_key).toMatch(new RegExp(`^support/${t.id}/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}\\.pdf$`));
      expect(t.video_key).toMatch(new RegExp(`^support/${t.id}/[0-9a-f-]{36}\\.mp4$`));
      expect([t.pdf_name, t.video_name]).toEqual([`${t.name}.pdf`, `${t.name}.mp4`]);
    }
    expect(new Set(topics.flatMap((t) => [t.pdf_key, t.video_key])).size).toBe(topics.length * 2);
  });
});
