/**
 * GET /api/users/get-info-search-menu?user_id: the participant dialog — the person's card and
 * their cohorts with the next session, the lead facilitator and the roster link. Only of someone
 * the caller may read (participant-access.ts), with only the cohorts the caller sees: the others'
 * roster and schedule would refuse them anyway.
 */
import type { ParticipantCohortRow, ParticipantInfo } from '../../shared/participants/types.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortsOfUser, loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import { getUser, getUsers } from '../data/users/users.ts';
import { facilitatorsOf, nextEvent, rosterEvent } from '../data/cohorts/cohort-view.ts';
import { mayViewCohort } from '../domain/cohort-visibility.ts';
import { mayReadParticipant } from '../domain/participant-access.ts';

export const participantInfo: RouteImplementation<'GET /api/users/get-info-search-menu'> = async ({ query, auth }) => {
  const userId = Number(query.user_id);
  const [user, links] = await Promise.all([getUser(userId), cohortsOfUser(userId)]);
  if (!user || user.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  if (!(await mayReadParticipant(auth, userId, links))) throw httpError(403, MESSAGES.forbidden);

  const memberOf = [...new Set(links.filter((l) => l.role === 'member').map((l) => l.cohort_id))];
  const [aggregates, states, courses, models, districts] = await Promise.all([
    Promise.all(memberOf.map((id) => loadCohort(id))),
    listReference('STATE'),
    listReference('COURSE'),
    listReference('DELIVERY_MODEL'),
    user.state_id ? districtsOfState(user.state_id) : Promise.resolve([]),
  ]);
  const cohorts = aggregates.filter((a): a is CohortAggregate => a !== undefined && mayViewCohort(auth, a.cohort, a.staff));
  const leads = cohorts.flatMap((a) => a.staff.filter((s) => s.staff_type === 'facilitator').map((s) => s.user_id));
  const people = await getUsers(leads);

  const info_cohorts: ParticipantCohortRow[] = cohorts.map((aggregate) => {
    const { cohort } = aggregate;
    const course = courses.find((c) => c.id === cohort.course_id);
    const next = nextEvent(aggregate.events);
    const link = rosterEvent(aggregate.events);
    const leadNames = (link ? facilitatorsOf(aggregate, link) : aggregate.staff.filter((s) => s.staff_type === 'facilitator'))
      .map((s) => people.get(s.user_id))
      .filter((p) => p !== undefined)
      .map((p) => `${p.first_name} ${p.last_name}`);
    return {
      cohort_id: cohort.id,
      cohort_id_psql: cohort.id,
      cohort_name: cohort.name,
      cohort_city: cohort.city,
      cohort_state: states.find((s) => s.id === cohort.state_id)?.code ?? '',
      delivery_model: { is_virtual: models.find((m) => m.id === cohort.delivery_model_id)?.is_virtual ?? false },
      course_name: course?.name ?? '',
      course_key: course?.cms_key ?? '',
      user_id: user.id,
      facilitator: leadNames.length ? leadNames.join(', ') : null,
      next_session: next?.start_date ?? null,
      time_show: next?.start_time ? `${next.start_time}–${next.end_time} ET` : null,
      active_unit: (next ?? link)?.unit_id ?? null,
      // The coaching course records no attendance (spec 01 §2).
      show_attendance_report: course !== undefined && course.key !== COACHING_COURSE_KEY,
      roster: link ? { eventId: link.id, unitId: link.unit_id, postId: cohort.post_id } : null,
    };
  });

  const state = states.find((s) => s.id === user.state_id);
  const info: ParticipantInfo = {
    info_user: {
      id: user.id,
      honorific: user.honorific,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      job_title: user.job_title,
      school: user.school_name,
      district: districts.find((d) => d.id === user.district_id)?.name ?? null,
      state: state?.name ?? null,
      avatar: user.avatar,
    },
    info_cohorts,
  };
  return info;
};
