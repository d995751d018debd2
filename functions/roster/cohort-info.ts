/**
 * The roster's small reads (spec 01 §7 "Roster"): the cohort's header facts, its meeting, the
 * unit drop-down and the people of a unit (Email All).
 */
import type { CohortInfo, MeetingInfo, RosterUnitOption } from '../../shared/roster/types.ts';
import { COACHING_COURSE_KEY, offersContextAnalysis } from '../../shared/constants.ts';
import { notDeliveredUnitLabel, unitLabel, unitRank } from '../../shared/units.ts';
import type { RouteImplementation } from '../core/http.ts';
import { firstSessionDate, inTeachingOrder, scheduledDays } from '../data/cohorts/cohort-view.ts';
import { listReference } from '../data/reference/reference.ts';
import { visibleCohort } from '../domain/roster-access.ts';
import { rosterPerson } from '../domain/roster-sheet.ts';

export const cohortInfo: RouteImplementation<'GET /api/get_cohort_info/{cohortId}'> = async ({ auth, params }) => {
  const [aggregate, courses, models, states] = await Promise.all([
    visibleCohort(auth, Number(params.cohortId)),
    listReference('COURSE'),
    listReference('DELIVERY_MODEL'),
    listReference('STATE'),
  ]);
  const { cohort, events, summary } = aggregate;
  const course = courses.find((c) => c.id === cohort.course_id);
  const model = models.find((m) => m.id === cohort.delivery_model_id);
  const state = states.find((s) => s.id === cohort.state_id);
  const answer: CohortInfo = {
    id: cohort.id,
    postId: cohort.post_id,
    name: cohort.name,
    city: cohort.city,
    codeState: state?.code ?? '',
    deliveryModel: {
      name: model?.name ?? '',
      deliveryModelData: {
        color: model?.color ?? '#757575',
        text_color: model?.text_color ?? '#ffffff',
        is_virtual: model?.is_virtual ?? false,
      },
    },
    course: { id: cohort.course_id, name: course?.name ?? '' },
    courseKeys: { cms: course?.cms_key ?? '', id: cohort.course_id },
    firstEvent:
      events
        .map((e) => e.start_date)
        .filter((d): d is string => d !== null)
        .sort()[0] ?? null,
    advisers: summary.staff.filter((s) => s.staff_type === 'alp_coach').map(rosterPerson),
    hasNislDrive: Boolean(cohort.link_folder),
    linkFolder: cohort.link_folder,
    isPa: state?.code === 'PA',
    isCoaching: course?.key === COACHING_COURSE_KEY,
    contextAnalysis: offersContextAnalysis(course?.key, firstSessionDate(aggregate)),
  };
  return answer;
};

export const meetingInfo: RouteImplementation<'GET /api/get_meeting_info/{cohortId}'> = async ({ auth, params }) => {
  const { meeting } = (await visibleCohort(auth, Number(params.cohortId))).cohort;
  const answer: MeetingInfo = {
    platform: meeting?.platform ?? null,
    meeting_id: meeting?.meeting_id ?? null,
    password_meeting: meeting?.password_meeting ?? null,
    webinar_url: meeting?.webinar_url ?? null,
  };
  return answer;
};

export const unitOptions: RouteImplementation<'GET /api/get_events_list/{cohortId}'> = async ({ auth, params }) => {
  const { cohort, events } = await visibleCohort(auth, Number(params.cohortId));
  const options: RosterUnitOption[] = [];
  for (const event of inTeachingOrder(scheduledDays(events))) {
    if (options.some((o) => o.value === event.unit_id)) continue;
    options.push({ value: event.unit_id, unit_id: event.id, label: unitLabel(event.unit_id), start_date: event.start_date });
  }
  for (const unit of cohort.na_units ?? []) {
    options.push({ value: unit, unit_id: null, label: notDeliveredUnitLabel(unit), start_date: null, not_delivered: true });
  }
  // Stable: a unit's extensions ('3A') stay after it.
  return options.sort((a, b) => unitRank(a.value) - unitRank(b.value));
};

/** Everyone on a unit's roster: the cohort's participants and the unit's make-up guests. */
export const unitParticipants: RouteImplementation<'GET /api/unit/{cohortId}/{unitId}'> = async ({ auth, params }) => {
  const { summary } = await visibleCohort(auth, Number(params.cohortId));
  const guests = summary.makeups.filter((m) => m.unit === params.unitId);
  return { allParticipants: [...summary.members, ...guests].map(rosterPerson) };
};
