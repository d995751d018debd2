/**
 * GET /api/me/record (not in the spec; issue 33): My Record. The caller's own, or, with ?user_id,
 * the record of someone a member of staff may read by the participant dialog's rule
 * (participant-access.ts), showing then only the cohorts that viewer sees. During Login As the
 * session's user is the person acted as, so the page is theirs.
 *
 * Every figure comes from the rules the roster's Attendance Audit and the certificates apply
 * (domain/attendance-audit.ts, domain/certification.ts): days held are the audit's 'Scheduled'
 * days, completion is the rule that lets a certificate be issued. Three round trips whatever the
 * number of cohorts: the session; the person's cohort links (one GSI1 Query); then, sent together,
 * one BatchGetItem of their profile, their cohorts' and make-up hosts' META items, their member,
 * make-up and certificate items and the hosts' sheets of the units made up, and one Query per home
 * cohort of its attendance sheets (which units have one, only the META items would tell).
 * cohortForPerson builds each cohort from these. Past 100 keys a BatchGetItem is several calls,
 * sent together.
 */
import type { LearningRecord, RecordCertificate, RecordCohort, RecordCohortStatus } from '../../shared/participants/record.ts';
import { formatVerificationCode } from '../../shared/certificates/texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { isFutureDay, isPastDay, nyDate } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortsOfUser, type CohortAggregate, type UserCohortLink } from '../data/cohorts/cohorts.ts';
import { cohortForPerson, readTogether } from '../data/cohorts/person-and-cohorts.ts';
import { listReference, type Course } from '../data/reference/reference.ts';
import { attendanceDays, cohortAttendanceAudit, entryOf, isCoachingCohort } from '../domain/attendance-audit.ts';
import { courseCompletion } from '../domain/certification.ts';
import { mayViewCohort } from '../domain/cohort-visibility.ts';
import { makeupKey, presentIn } from '../domain/makeups-elsewhere.ts';
import { mayReadParticipantAmong } from '../domain/participant-access.ts';
import { verificationUrl } from '../domain/verification-url.ts';
import { downloadUrl } from '../files/delivery.ts';

/** The certificate's link lasts as long as a visit to the page is likely to. */
const DOCUMENT_LINK_SECONDS = 3600;

export const learningRecord: RouteImplementation<'GET /api/me/record'> = async ({ query, auth }) => {
  const userId = query.user_id ? Number(query.user_id) : auth.userId;
  const now = new Date();
  const [links, courses] = await Promise.all([cohortsOfUser(userId), listReference('COURSE')]);
  const memberOf = [...new Set(links.filter((l) => l.role === 'member').map((l) => l.cohort_id))];
  const makeupLinks = links.filter((l) => l.role === 'makeup');
  const madeUp = makeupLinks.map((l) => ({ cohort_id: l.cohort_id, unit: l.unit ?? '' }));
  const together = await readTogether({
    profiles: [userId],
    cohorts: [...memberOf, ...madeUp.map((m) => m.cohort_id)],
    members: { user_id: userId, cohorts: memberOf },
    makeups: { user_id: userId, of: madeUp },
    sheets: madeUp,
    allSheetsOf: memberOf,
    certificates: { user_id: userId, cohorts: memberOf },
  });
  const user = together.profiles.get(userId);
  if (!user || user.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  // Who may read whom is decided on the META items (their summary names the staff and members).
  const homes = memberOf.flatMap((id) => {
    const stored = together.cohorts.get(id);
    return stored ? [{ cohort: stored.cohort, staff: stored.summary.staff, members: stored.summary.members }] : [];
  });
  if (!mayReadParticipantAmong(auth, homes, userId)) throw httpError(403, MESSAGES.forbidden);
  const shown = userId === auth.userId ? homes : homes.filter((a) => mayViewCohort(auth, a.cohort, a.staff));
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const slice = (id: number) => {
    const stored = together.cohorts.get(id);
    return stored && cohortForPerson(stored, together);
  };
  const hosts = new Map(makeupLinks.map((l) => [l.cohort_id, slice(l.cohort_id)]).filter((e): e is [number, CohortAggregate] => !!e[1]));

  const cohorts = shown
    .map((a) => recordCohort(slice(a.cohort.id)!, { userId, hosts, makeupLinks, courses: courseById, now }))
    .sort((a, b) => (b.start_date ?? '9999').localeCompare(a.start_date ?? '9999'));
  const shownIds = new Set(shown.map((a) => a.cohort.id));
  const record: LearningRecord = {
    user: { id: user.id, first_name: user.first_name, last_name: user.last_name },
    as_of: nyDate(now),
    cohorts,
    certificates: await Promise.all(
      together.certificates
        .filter((c) => shownIds.has(c.cohort_id))
        .sort((a, b) => b.issued_on.localeCompare(a.issued_on))
        .map(
          async (c): Promise<RecordCertificate> => ({
            id: c.id,
            course_name: c.course_name,
            cohort_name: c.cohort_name,
            issued_on: c.issued_on,
            status: c.void_at ? 'void' : 'valid',
            code: formatVerificationCode(c.code),
            verify_url: verificationUrl(c.code),
            // A void certificate is not handed out again; its verification page still shows what it was.
            document: c.void_at
              ? null
              : await downloadUrl(c.pdf_key, `Certificate ${formatVerificationCode(c.code)}.pdf`, DOCUMENT_LINK_SECONDS),
          }),
        ),
    ),
  };
  return record;
};

interface CohortContext {
  userId: number;
  /** The person's make-up hosts, as cohortForPerson builds them. */
  hosts: ReadonlyMap<number, CohortAggregate>;
  makeupLinks: readonly UserCohortLink[];
  courses: ReadonlyMap<number, Course>;
  now: Date;
}

function cohortStatus(a: CohortAggregate, now: Date): RecordCohortStatus {
  const { start_date, end_date, force_end } = a.cohort;
  if (force_end || (end_date !== null && isPastDay(end_date, now))) return 'ended';
  return start_date !== null && !isFutureDay(start_date, now) ? 'in_progress' : 'upcoming';
}

function recordCohort(a: CohortAggregate, { userId, hosts, makeupLinks, courses, now }: CohortContext): RecordCohort {
  const coaching = isCoachingCohort(a, { courses });
  const row = cohortAttendanceAudit(a, hosts, { now, coaching }).find((r) => r.user_id === userId);
  const completion = courseCompletion(a, hosts, now);
  const { begun } = attendanceDays(a, now);
  const present = begun.filter((e) => entryOf(a, userId, e)?.attendance === '1' || completion.madeUp.has(makeupKey(userId, e.unit_id)));
  const makeups = makeupLinks.flatMap((l) => {
    const host = hosts.get(l.cohort_id);
    const unit = l.unit ?? '';
    const taken = host?.makeups.find((m) => m.user_id === userId && m.unit === unit && m.home_cohort_id === a.cohort.id);
    return host && taken ? [{ unit, cohort_name: host.cohort.name, attended: presentIn(host, unit, userId) }] : [];
  });
  return {
    cohort_id: a.cohort.id,
    cohort_name: a.cohort.name,
    course_name: courses.get(a.cohort.course_id)?.name ?? '',
    start_date: a.cohort.start_date,
    end_date: a.cohort.end_date,
    status: cohortStatus(a, now),
    completed: row?.completed ?? false,
    attendance_taken: !coaching,
    units: coaching ? [] : completion.units.map((unit) => ({ unit, complete: completion.took(userId, unit) })),
    days_held: coaching ? 0 : (row?.scheduled ?? begun.length),
    days_present: coaching ? 0 : present.length,
    makeups,
  };
}
