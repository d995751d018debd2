/** GET /api/info_next_event/{course}: the person's next session in their cohort of a course, and how to join it. */
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortsOfUser, loadCohort } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { nextEvent } from '../data/cohorts/cohort-view.ts';

const formatDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const nextSession: RouteImplementation<'GET /api/info_next_event/{course}'> = async ({ params, auth }) => {
  const [links, courses] = await Promise.all([cohortsOfUser(auth.userId), listReference('COURSE')]);
  const course = courses.find((c) => c.cms_key === params.course);
  if (!course) throw httpError(404, MESSAGES.courseNotFound);
  const cohorts = await Promise.all(links.filter((l) => l.role === 'member').map((l) => loadCohort(l.cohort_id)));
  const mine = cohorts.filter((c) => c?.cohort.course_id === course.id);
  const upcoming = mine
    .map((c) => ({ aggregate: c!, event: nextEvent(c!.events) }))
    .filter((x) => x.event !== undefined)
    .sort((a, b) => a.event!.start_date!.localeCompare(b.event!.start_date!))[0];
  if (!upcoming) return { text: null, meeting_info: null };
  const { event, aggregate } = upcoming;
  const unit = event!.unit_id === 'orientation' ? 'Orientation' : `Unit ${event!.unit_id}, Day ${event!.day}`;
  const when = formatDate.format(new Date(`${event!.start_date}T12:00:00Z`));
  const time = event!.start_time ? `, ${event!.start_time}–${event!.end_time} ET` : '';
  return { text: `Your next session: ${unit}, ${when}${time}.`, meeting_info: aggregate.cohort.meeting };
};
