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
import { cohortsOfUser } from '../data/cohorts/cohorts.ts';
import { readTogether } from '../data/cohorts/person-and-cohorts.ts';
import { fullName } from '../data/cohorts/cohort-summary.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import { facilitatorsOf, nextEvent, rosterEvent } from '../data/cohorts/cohort-view.ts';
import { mayViewCohort } from '../domain/cohort-visibility.ts';
import { mayReadParticipantAmong } from '../domain/participant-access.ts';

export const participantInfo: RouteImplementation<'GET /api/users/get-info-search-menu'> = async ({ query, auth }) => {
  const userId = Number(query.user_id);
  const links = await cohortsOfUser(userId);

  // The person's profile and their cohorts' META items (days and people with names, which answer
  // both who may read this person and every row) in one BatchGetItem: the session, the links and
  // this make the dialog's three round trips (issue 32: no Query per cohort, no GetItem apart).
  const memberOf = [...new Set(links.filter((l) => l.role === 'member').map((l) => l.cohort_id))];
  const read = await readTogether({ profiles: [userId], cohorts: memberOf });
  const user = read.profiles.get(userId);
  if (!user || user.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  const stored = [...read.cohorts.values()];
  const [states, courses, models, districts] = await Promise.all([
    listReference('STATE'),
    listReference('COURSE'),
    listReference('DELIVERY_MODEL'),
    user.state_id ? districtsOfState(user.state_id) : Promise.resolve([]),
  ]);
  const people = stored.map(({ cohort, summary }) => ({ cohort, staff: summary.staff, members: summary.members }));
  if (!mayReadParticipantAmong(auth, people, userId)) throw httpError(403, MESSAGES.forbidden);
  const cohorts = stored.filter(({ cohort, summary }) => mayViewCohort(auth, cohort, summary.staff));

  const info_cohorts: ParticipantCohortRow[] = cohorts.map(({ cohort, summary }) => {
    const course = courses.find((c) => c.id === cohort.course_id);
    const next = nextEvent(summary.events);
    const link = rosterEvent(summary.events);
    const leadNames = (link ? facilitatorsOf(summary, link) : summary.staff.filter((s) => s.staff_type === 'facilitator')).map(fullName);
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
