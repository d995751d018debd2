/**
 * The cohort form's own routes (spec 03 §2.4, §4-5, issue 13): GET /api/cohort/{id} (the cohort as
 * the form edits it; not in the spec), POST /api/cohort (create when `id` is null, else update)
 * and DELETE /api/cohort/{id}. The writes are data/cohorts/cohort-save.ts's: one consistent change
 * whatever its size (docs/architecture.md, "Saving a cohort").
 *
 * An existing cohort is saved or deleted only by whoever may hold its edit page
 * (`cohortbuilder/edit/{postId}`): someone else holding it gets the user form's 423.
 */
import type { CohortForEdit, CohortFormPerson, CohortFormValues } from '../../shared/cohort-builder/form.types.ts';
import { ALL_REMAINING_UNITS_USER_ID, COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { nyDate } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation, SessionClaims } from '../core/http.ts';
import { fullName, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import { markCohortDirectoryStale } from '../data/cohorts/cohort-directory.ts';
import { deleteCohort, saveCohort, type CohortTarget, type SaveResult } from '../data/cohorts/cohort-save.ts';
import { loadCohort, type CohortAggregate, type CohortRecord } from '../data/cohorts/cohorts.ts';
import { nextId, nextIds } from '../data/table/counters.ts';
import { currentLock, holderOfFailedStep, lockCheckStep } from '../data/users/page-locks.ts';
import { personNames } from '../data/users/person-names.ts';
import { listReference, type Course } from '../data/reference/reference.ts';
import { getUsers, type UserRecord } from '../data/users/users.ts';
import { pageLockedError } from '../domain/page-locked.ts';
import {
  cohortSpan,
  forceEndLogEntries,
  formValues,
  futureDays,
  meetingOf,
  newDayCount,
  notDeliveredUnits,
  scheduleProblem,
  targetEvents,
  targetMembers,
  targetStaff,
  wantedDays,
} from './cohort-values.ts';
import { extUnitsOf, nislRefusal, removedMembers, withExtUnits } from './cohort-rules.ts';
import { scheduleConflictRefusal } from './facilitator-conflicts.ts';
import { sendWelcomeMails } from './welcome-mail.ts';

/** The edit page of a cohort, as the page-lock routes name it. */
export const cohortEditPage = (postId: number) => `cohortbuilder/edit/${postId}`;

const PLACEHOLDER: PersonFacts = { first_name: '', last_name: 'All remaining units', email: '', login_at: null, username: '' };

const invalid = (message: string = COHORT_TEXT.saveFailedDetail) => httpError(422, message);
const nameOf = (user: UserRecord | undefined) => (user && fullName(user)) || 'The facilitator';

async function existing(id: number): Promise<CohortAggregate> {
  const aggregate = await loadCohort(id);
  if (!aggregate) throw httpError(404, COHORT_TEXT.notFound);
  return aggregate;
}

/** Refused (423) when someone else holds the cohort's edit page; the transaction checks it again. */
async function checkLock(cohort: CohortRecord, auth: SessionClaims, now: number) {
  const page = cohortEditPage(cohort.post_id);
  const lock = await currentLock(page, now);
  if (lock && lock.user_id !== auth.userId) throw pageLockedError(lock, auth.userId);
  return lockCheckStep(page, auth.userId, now);
}

async function courseOf(courseId: number): Promise<Course | undefined> {
  return (await listReference('COURSE')).find((c) => c.id === courseId);
}

const isSingle = (course: Course | undefined) => course?.key === COACHING_COURSE_KEY;

export const getCohortForEdit: RouteImplementation<'GET /api/cohort/{id}'> = async ({ params }) => {
  const aggregate = await existing(Number(params.id));
  const { cohort } = aggregate;
  const ids = [...new Set([...aggregate.members.map((m) => m.user_id), ...aggregate.staff.map((s) => s.user_id)])];
  // The authors ride in the people's BatchGetItem: a cohort of up to 100 people is read in three round trips.
  const authors = [cohort.created_by, cohort.updated_by].filter((id): id is number => id !== null);
  const [course, users] = await Promise.all([
    courseOf(cohort.course_id),
    getUsers([...ids.filter((id) => id !== ALL_REMAINING_UNITS_USER_ID), ...authors]),
  ]);
  const people: CohortFormPerson[] = ids.map((id) => {
    const user = users.get(id);
    return user
      ? { user_id: id, first_name: user.first_name, last_name: user.last_name, email: user.email, username: user.username }
      : { user_id: id, first_name: '', last_name: PLACEHOLDER.last_name, email: '', username: '' };
  });
  const nameOf = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? `${user.first_name} ${user.last_name}`.trim() : null;
  };
  return {
    values: withExtUnits(formValues(aggregate, isSingle(course)), cohort),
    post_id: cohort.post_id,
    people,
    force_end_log: forceEndLogEntries(cohort.force_end_log),
    recorded_event_ids: [...new Set(aggregate.attendance.map((a) => a.event_id))].sort((a, b) => a - b),
    created_at: cohort.created_at,
    created_by: nameOf(cohort.created_by),
    updated_at: cohort.updated_at,
    updated_by: nameOf(cohort.updated_by),
  } satisfies CohortForEdit;
};

/** The reference data the values name must exist. */
async function checkReferences(values: CohortFormValues): Promise<Course> {
  const [courses, models, states] = await Promise.all([listReference('COURSE'), listReference('DELIVERY_MODEL'), listReference('STATE')]);
  const course = courses.find((c) => c.id === values.course_id);
  if (!course || !models.some((m) => m.id === values.delivery_model_id) || !states.some((s) => s.id === values.state_id)) throw invalid();
  return course;
}

/** Everyone the values name, as the summary shows them: unknown or merged accounts are refused. */
async function peopleOf(values: CohortFormValues): Promise<{ facts: Map<number, PersonFacts>; users: Map<number, UserRecord> }> {
  const ids = [...new Set([...values.participants, ...values.staff.map((s) => s.user_id)])];
  const users = await getUsers(ids.filter((id) => id !== ALL_REMAINING_UNITS_USER_ID));
  const facts = new Map<number, PersonFacts>();
  for (const id of ids) {
    if (id === ALL_REMAINING_UNITS_USER_ID && !users.has(id)) {
      // The placeholder stands for 'all remaining units' on the staff only.
      if (values.participants.includes(id)) throw invalid();
      facts.set(id, PLACEHOLDER);
      continue;
    }
    const user = users.get(id);
    if (!user || user.status === 'merged') throw invalid();
    facts.set(id, {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      login_at: user.login_at,
      username: user.username,
    });
  }
  return { facts, users };
}

export const saveCohortRoute: RouteImplementation<'POST /api/cohort'> = async ({ body: values, auth }) => {
  const now = new Date();
  const at = now.toISOString();
  const before = values.id === null ? undefined : await existing(values.id);
  const checks = before ? [await checkLock(before.cohort, auth, now.getTime())] : [];
  // The spec's documented body has no version: without one the save goes over the cohort as read here (still under its page lock).
  if (before && values.version !== null && before.cohort.version !== values.version) throw httpError(409, COHORT_TEXT.changedMeanwhile);
  const problem = scheduleProblem(values);
  if (problem) throw invalid(problem);
  const [course, { facts, users }] = await Promise.all([checkReferences(values), peopleOf(values)]);
  const single = isSingle(course);
  // Spec 03 §5: the web refuses such a pick; the server holds the rule whatever the client sent.
  const notCertified = nislRefusal(course, values.staff, users, before);
  if (notCertified) throw invalid(notCertified);
  const wanted = wantedDays(values, single);
  // Issue 31: no facilitator or co-facilitator booked at the same time in two cohorts, whatever the client sent.
  const doubleBooked = single ? null : await scheduleConflictRefusal(values, wanted, before, (id) => nameOf(users.get(id)));
  if (doubleBooked) throw invalid(doubleBooked);

  const storedEvents = before?.events ?? [];
  const recorded = new Set((before?.attendance ?? []).map((a) => a.event_id));
  const fresh = newDayCount(wanted, storedEvents);
  const [cohortId, postId, firstEventId] = await Promise.all([
    before ? before.cohort.id : nextId('cohort'),
    before ? before.cohort.post_id : nextId('post'),
    fresh ? nextIds('event', fresh) : 0,
  ]);
  let eventId = firstEventId;
  const events = targetEvents(cohortId, wanted, storedEvents, recorded, () => eventId++, at);

  // Force End: only with no scheduled day ahead (New York); switching it on needs a reason, logged with its author.
  const log = [...(before?.cohort.force_end_log ?? [])];
  if (values.force_end) {
    if (futureDays(events, nyDate(now)).length) throw invalid(COHORT_TEXT.forceEndBlocked);
    if (!before?.cohort.force_end) {
      if (!values.force_end_reason) throw invalid(COHORT_TEXT.forceEndReasonRequired);
      const author = (await personNames([auth.userId])).get(auth.userId) ?? auth.username;
      log.push({ reason: values.force_end_reason, author_id: auth.userId, author, created_at: at });
    }
  }

  const members = targetMembers(cohortId, values.participants, before?.members ?? [], at);
  const target: CohortTarget = {
    cohort: {
      ...before?.cohort,
      id: cohortId,
      post_id: postId,
      name: values.name,
      course_id: values.course_id,
      delivery_model_id: values.delivery_model_id,
      state_id: values.state_id,
      city: values.city,
      district_id: values.district_id,
      contract: values.contract,
      has_suite: values.has_suite,
      collaboration: values.collaboration,
      link_folder: values.link_folder,
      material_status: values.material_status,
      welcome_email: values.welcome_email,
      sub_courses: values.sub_courses,
      force_end: values.force_end,
      force_end_log: log,
      is_internal: values.is_internal,
      divide_units: values.divide_units,
      meeting: meetingOf(values.meeting),
      ext_units: single ? {} : extUnitsOf(values),
      na_units: single ? [] : notDeliveredUnits(values),
      removed_members: removedMembers(before, values.participants, at),
      ...cohortSpan(events),
      participant_count: members.length,
      created_at: before?.cohort.created_at ?? at,
      created_by: before ? before.cohort.created_by : auth.userId,
      updated_at: at,
      updated_by: auth.userId,
      version: before?.cohort.version ?? 1,
    },
    events,
    members,
    staff: targetStaff(cohortId, values.staff),
  };
  const result = await saveCohort({ before, target, people: facts, at, checks });
  const version = savedVersion(result, auth.userId);
  // The list reloaded after the form closes shows the save at once (other Lambdas within the freshness window).
  markCohortDirectoryStale();

  const known = new Set((before?.members ?? []).map((m) => m.user_id));
  const added = members.filter((m) => !known.has(m.user_id)).map((m) => users.get(m.user_id)!);
  const welcomed =
    values.welcome_email && added.length
      ? await sendWelcomeMails(added, { cohortName: values.name, courseName: course.name, startDate: target.cohort.start_date })
      : 0;
  return { id: cohortId, post_id: postId, version, welcomed };
};

function savedVersion(result: SaveResult, viewerId: number): number {
  if (result.saved) return result.version;
  if (result.failed === 'stale') throw httpError(409, COHORT_TEXT.changedMeanwhile);
  const holder = holderOfFailedStep(result.refusal.reasons, 1 + result.index);
  if (holder) throw pageLockedError(holder, viewerId);
  throw result.refusal.error;
}

export const deleteCohortRoute: RouteImplementation<'DELETE /api/cohort/{id}'> = async ({ params, auth }) => {
  const now = new Date();
  const aggregate = await existing(Number(params.id));
  const check = await checkLock(aggregate.cohort, auth, now.getTime());
  if (aggregate.attendance.length) throw httpError(409, COHORT_TEXT.deleteHasAttendance);
  if (aggregate.certificates.length) throw httpError(409, COHORT_TEXT.deleteHasCertificates);
  const result = await deleteCohort(aggregate.cohort.id, aggregate.cohort.version, now.toISOString(), [check]);
  if (!result.deleted) {
    if (result.failed === 'stale') throw httpError(409, COHORT_TEXT.changedMeanwhile);
    const holder = holderOfFailedStep(result.refusal.reasons, 1 + result.index);
    if (holder) throw pageLockedError(holder, auth.userId);
    throw result.refusal.error;
  }
  markCohortDirectoryStale();
  return { id: aggregate.cohort.id };
};
