/**
 * Make-up guests on a roster (spec 01 §2, §5): finding a participant to add, adding one to a unit
 * and removing one. A guest must be an active participant enrolled in another cohort of the same
 * course (their home cohort); the search looks in the host cohort's state unless asked wider.
 */
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import type { GuestOption } from '../../shared/roster/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortFacts, cohortsOfUser, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { addMakeup, removeMakeup, SummaryChangedError } from '../data/cohorts/makeups.ts';
import { nameAnswers, searchUsers } from '../data/users/user-search.ts';
import { getUser } from '../data/users/users.ts';
import { readableParticipants } from '../domain/participant-access.ts';
import { visibleCohort } from '../domain/roster-access.ts';

const PARTICIPANT_ROLE = ROLE_BY_SLUG.participant.id;
const GUEST_SEARCH_LIMIT = 20;

const onRoster = (host: CohortAggregate, unit: string, userId: number) =>
  host.members.some((m) => m.user_id === userId) || host.makeups.some((m) => m.unit === unit && m.user_id === userId);

export const extraParticipants: RouteImplementation<'POST /api/extraParticipantList'> = async ({ auth, body }) => {
  const host = await visibleCohort(auth, body.cohortId);
  const members = new Set(host.members.map((m) => m.user_id));
  const hits = await searchUsers(body.search, {
    limit: GUEST_SEARCH_LIMIT,
    accept: (entry) =>
      entry.status === 'active' &&
      entry.roles.includes(PARTICIPANT_ROLE) &&
      !members.has(entry.userId) &&
      (body.outState || entry.state_id === host.cohort.state_id),
  });
  // What the find-participant rules allow (participant-access.ts): the e-mail of people the caller
  // may read; of anyone else the name and id, and only when the name alone answers the search.
  const readable = await readableParticipants(
    auth,
    hits.map((h) => h.userId),
  );
  return {
    participants: hits.flatMap((h): GuestOption[] => {
      if (readable.has(h.userId)) return [{ id: h.userId, name: h.name, email: h.email }];
      return nameAnswers(body.search, h.name) ? [{ id: h.userId, name: h.name, email: null }] : [];
    }),
  };
};

/** Reads the host again and retries once when someone changed its summary in between. */
async function withFreshHost(
  auth: Parameters<typeof visibleCohort>[0],
  cohortId: number,
  change: (host: CohortAggregate) => Promise<void>,
): Promise<void> {
  try {
    await change(await visibleCohort(auth, cohortId));
  } catch (error) {
    if (!(error instanceof SummaryChangedError)) throw error;
    await change(await visibleCohort(auth, cohortId));
  }
}

export const saveMakeup: RouteImplementation<'POST /api/save_makeup_participant'> = async ({ auth, body }) => {
  const [guest, links] = await Promise.all([getUser(body.participantId), cohortsOfUser(body.participantId)]);
  if (!guest || guest.status !== 'active') throw httpError(404, MESSAGES.notFound);
  await withFreshHost(auth, body.cohortId, async (host) => {
    if (!host.events.some((e) => e.unit_id === body.eventUnit)) throw httpError(404, MESSAGES.notFound);
    if (onRoster(host, body.eventUnit, guest.id)) throw httpError(409, MESSAGES.makeupAlreadyOnRoster, { isSaved: false });
    const memberOf = links.filter((l) => l.role === 'member' && l.cohort_id !== host.cohort.id).map((l) => l.cohort_id);
    const home = (await cohortFacts(memberOf)).find((c) => c.course_id === host.cohort.course_id);
    if (!home) throw httpError(422, MESSAGES.makeupNotEligible, { isSaved: false });
    const at = new Date().toISOString();
    await addMakeup(
      host,
      { cohort_id: host.cohort.id, unit: body.eventUnit, user_id: guest.id, home_cohort_id: home.id, added_by: auth.userId, added_at: at },
      { user_id: guest.id, first_name: guest.first_name, last_name: guest.last_name, email: guest.email, unit: body.eventUnit },
    );
  });
  return { isSaved: true, message: MESSAGES.makeupSaved };
};

export const deleteMakeup: RouteImplementation<'POST /api/remove_makeup'> = async ({ auth, body }) => {
  await withFreshHost(auth, body.cohortId, async (host) => {
    const makeup = host.makeups.find((m) => m.unit === body.eventUnit && m.user_id === body.participantId);
    if (!makeup) throw httpError(404, MESSAGES.notFound);
    await removeMakeup(host, makeup, new Date().toISOString());
  });
  return { removed: true, message: MESSAGES.makeupRemoved };
};
