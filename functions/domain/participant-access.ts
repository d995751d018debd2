/**
 * Whose participant records (the participant dialog's card and cohorts, the attendance schedule,
 * the action-learning project) a member of staff may read (issue 18): everyone's for those who
 * see every cohort; otherwise their own and those of the members of the cohorts they see
 * (cohort-visibility.ts). A make-up guest is not one of them (issue 34): the host cohort's staff
 * get what the make-up needs from the roster (the guest's name, that day's attendance), not the
 * guest's record, so that adding someone as a guest cannot open their record. Of anyone else, a
 * search shows the name only.
 */
import type { UserSearchHit } from '../../shared/participants/types.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { cohortsOfUser, type CohortAggregate, type UserCohortLink } from '../data/cohorts/cohorts.ts';
import { nameAnswers, type UserSearchEntry } from '../data/users/user-search.ts';
import { mayViewCohort, seesEveryCohort, staffCohortsOf, visibleAmong } from './cohort-visibility.ts';

type ViewerClaims = Pick<SessionClaims, 'userId' | 'roles' | 'states'>;

/**
 * Which of `userIds` the viewer may read. Those who see every cohort read no table; others read,
 * in parallel, each person's cohort links and their own staff cohorts (one small GSI1 Query each),
 * and a coordinator the cohorts' states.
 */
export async function readableParticipants(auth: ViewerClaims, userIds: readonly number[]): Promise<ReadonlySet<number>> {
  if (seesEveryCohort(auth)) return new Set(userIds);
  const others = [...new Set(userIds)].filter((id) => id !== auth.userId);
  if (!others.length) return new Set(userIds);
  const [people, staffOf] = await Promise.all([
    Promise.all(others.map(async (userId) => ({ userId, links: await cohortsOfUser(userId) }))),
    staffCohortsOf(auth.userId),
  ]);
  const readable = await readableWith(auth, staffOf, people);
  return new Set(userIds.includes(auth.userId) ? [auth.userId, ...readable] : readable);
}

/** One person. */
export async function mayReadParticipant(auth: ViewerClaims, userId: number): Promise<boolean> {
  if (userId === auth.userId || seesEveryCohort(auth)) return true;
  const [known, staffOf] = await Promise.all([cohortsOfUser(userId), staffCohortsOf(auth.userId)]);
  return (await readableWith(auth, staffOf, [{ userId, links: known }])).length > 0;
}

async function readableWith(
  auth: ViewerClaims,
  staffOf: ReadonlySet<number>,
  people: ReadonlyArray<{ userId: number; links: readonly UserCohortLink[] }>,
): Promise<number[]> {
  const onRosters = people.map((p) => ({ userId: p.userId, cohorts: p.links.filter((l) => l.role === 'member').map((l) => l.cohort_id) }));
  const visible = await visibleAmong(auth, staffOf, [...new Set(onRosters.flatMap((p) => p.cohorts))]);
  return onRosters.filter((p) => p.cohorts.some((id) => visible.has(id))).map((p) => p.userId);
}

/** A cohort as the rule reads it: loaded whole, or its META item's summary of people. */
interface CohortPeople {
  cohort: Pick<CohortAggregate['cohort'], 'id' | 'state_id'>;
  staff: ReadonlyArray<{ user_id: number }>;
  members: ReadonlyArray<{ user_id: number }>;
}

/** The same rule for a person in one cohort loaded whole (the schedule): a member of it, and the viewer sees it. */
export function mayReadParticipantIn(auth: ViewerClaims, cohort: CohortPeople, userId: number): boolean {
  if (userId === auth.userId || seesEveryCohort(auth)) return true;
  return cohort.members.some((m) => m.user_id === userId) && mayViewCohort(auth, cohort.cohort, cohort.staff);
}

/** The same rule over the person's cohorts read together (the participant dialog's META items). */
export function mayReadParticipantAmong(auth: ViewerClaims, cohorts: readonly CohortPeople[], userId: number): boolean {
  if (userId === auth.userId || seesEveryCohort(auth)) return true;
  return cohorts.some((cohort) => mayReadParticipantIn(auth, cohort, userId));
}

/**
 * The find-participant answer for `text`: people the viewer may read with their username and
 * e-mail (the roster shows the e-mail; the username is usually the e-mail), anyone else by name
 * only, and only when the name alone answers the text (typing someone's e-mail must not tell
 * whose it is). The make-up guest search answers by the same rule (roster/makeups.ts).
 */
export async function searchHitsFor(auth: ViewerClaims, text: string, entries: readonly UserSearchEntry[]): Promise<UserSearchHit[]> {
  const readable = await readableParticipants(
    auth,
    entries.map((e) => e.userId),
  );
  return entries.flatMap((e): UserSearchHit[] => {
    if (readable.has(e.userId)) return [{ key: e.userId, name: e.name, username: e.username, email: e.email }];
    return nameAnswers(text, e.name) ? [{ key: e.userId, name: e.name }] : [];
  });
}
