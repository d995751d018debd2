/**
 * Sessions in one's own calendar (issue 33 part 3, not in the spec). GET/DELETE
 * /api/me/calendar-feed give and revoke the person's private subscription address
 * (data/users/calendar-feeds.ts); GET /api/calendar-feed/{token} is what calendar applications
 * fetch: an RFC 5545 calendar, written with ical-generator, of the days the person attends
 * (their cohorts' days, the units they make up elsewhere) or facilitates (as facilitator or
 * co-facilitator), from 60 days back to a year ahead, plus the days cancelled in the last 60 days.
 * Two round trips whatever the number of cohorts: the token, then at once the person's cohort
 * items (GSI1), their profile and the calendar Lambda's cohort directory (its change Query, none
 * within the freshness window), whose cohorts carry every day, the staff's units and the
 * cancelled days. The window starts after the directory's archive boundary, so its active part
 * holds every cohort with a day to show; a cohort whose last days were cancelled after it ended
 * leaves the feed once archived (the calendar application then drops the event).
 */
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { calendarName, feedPath } from '../../shared/calendar/feed.texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { unitLabel } from '../../shared/units.ts';
import { httpError } from '../core/errors.ts';
import { respondText, type RouteImplementation } from '../core/http.ts';
import { config } from '../services/config.ts';
import { cohortsOfUser, type CohortRecord, type EventRecord, type StaffType, type UserCohortLink } from '../data/cohorts/cohorts.ts';
import type { CohortSummary } from '../data/cohorts/cohort-summary.ts';
import { staffCovers } from '../data/cohorts/cohort-view.ts';
import { recentlyCancelled } from '../data/cohorts/day-revisions.ts';
import { calendarFeedOwner, calendarFeedToken, revokeCalendarFeed } from '../data/users/calendar-feeds.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { getUser } from '../data/users/users.ts';

export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;
const TIME_ZONE = 'America/New_York';
/** The staff who run a session; webinar producers, coaches and quality reviewers are not at every day. */
const FACILITATING: readonly StaffType[] = ['facilitator', 'cofacilitator'];

/**
 * America/New_York as a VTIMEZONE: the US rules in force since 2007 (second Sunday of March,
 * first Sunday of November, 2 am), which cover every day a feed holds.
 */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const feedUrl = (token: string) => `${config().webOrigin}${feedPath(token)}`;

/** GET /api/me/calendar-feed: the caller's address (during Login As, the person acted as, as on the profile). */
export const calendarFeedAddress: RouteImplementation<'GET /api/me/calendar-feed'> = async ({ auth }) => ({
  url: feedUrl(await calendarFeedToken(auth.userId)),
});

/** DELETE /api/me/calendar-feed. */
export const revokeCalendarFeedAddress: RouteImplementation<'DELETE /api/me/calendar-feed'> = async ({ auth }) => {
  await revokeCalendarFeed(auth.userId);
  return { revoked: true };
};

/** A day as the feed writes it: a scheduled event of the summary, or a cancelled one. */
type FeedDay = Pick<EventRecord, 'id' | 'unit_id' | 'day' | 'start_date' | 'end_date' | 'start_time' | 'end_time'> & {
  meeting_type?: string | null;
  sequence?: number;
  cancelled: boolean;
};

/** Which of a cohort's days are the person's: all of a member's, the made-up units', the facilitated ones. */
function daysOfPerson(
  userId: number,
  cohort: CohortRecord,
  summary: CohortSummary,
  links: readonly UserCohortLink[],
  now: Date,
): FeedDay[] {
  const member = links.some((l) => l.role === 'member');
  const madeUp = new Set(links.filter((l) => l.role === 'makeup').map((l) => l.unit));
  const facilitating = summary.staff.filter((s) => s.user_id === userId && FACILITATING.includes(s.staff_type));
  const mine = (day: Pick<EventRecord, 'unit_id' | 'day'>) =>
    member || madeUp.has(day.unit_id) || facilitating.some((s) => staffCovers(s, day));
  return [
    ...summary.events.filter(mine).map((e) => ({ ...e, cancelled: false })),
    ...recentlyCancelled(cohort.cancelled_days, now)
      .filter(mine)
      .map((c) => ({ ...c, cancelled: true })),
  ];
}

function addDay(calendar: ICalCalendar, cohort: CohortRecord, day: FeedDay & { start_date: string }, host: string): void {
  const last = day.end_date ?? day.start_date;
  const timed = day.start_time && day.end_time;
  const online = day.meeting_type !== 'in_person' && cohort.meeting?.webinar_url;
  calendar.createEvent({
    id: `${day.id}@${host}`,
    sequence: day.sequence ?? 0,
    summary: `${cohort.name}: ${unitLabel(day.unit_id)}, day ${day.day}`,
    location: online ? cohort.meeting!.webinar_url : cohort.city,
    ...(timed
      ? { start: `${day.start_date}T${day.start_time}:00`, end: `${last}T${day.end_time}:00`, timezone: TIME_ZONE }
      : // An all-day event ends on the day after its last (RFC 5545 DTEND is exclusive).
        { start: `${day.start_date}T00:00:00Z`, end: `${addDays(last, 1)}T00:00:00Z`, allDay: true }),
    ...(day.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
  });
}

/** GET /api/calendar-feed/{token}: public; an unknown or revoked token, or an account no longer active, is 404. */
export const calendarFeed: RouteImplementation<'GET /api/calendar-feed/{token}'> = async ({ params }) => {
  const userId = await calendarFeedOwner(params.token);
  if (userId === undefined) throw httpError(404, MESSAGES.notFound);
  const now = new Date();
  const today = nyDate(now);
  const from = addDays(today, -FEED_DAYS_BACK);
  const [allLinks, person, directory] = await Promise.all([cohortsOfUser(userId), getUser(userId), cohortDirectory({ since: from })]);
  if (person?.status !== 'active') throw httpError(404, MESSAGES.notFound);
  const links = allLinks.filter((l) => l.role !== 'staff' || (l.staff_type && FACILITATING.includes(l.staff_type)));
  const cohorts = [...new Set(links.map((l) => l.cohort_id))].flatMap((id) => directory.cohorts.get(id) ?? []);

  const to = addDays(today, FEED_DAYS_AHEAD);
  const host = new URL(config().webOrigin).hostname;
  const calendar = ical({ name: calendarName, prodId: { company: host, product: 'sessions', language: 'EN' } });
  // The calendar itself names no zone, so that DTSTAMP is written in UTC as RFC 5545 asks; each timed
  // event names New York, and the generator adds its VTIMEZONE once.
  calendar.timezone({ name: null, generator: () => NEW_YORK_VTIMEZONE });
  const written = new Set<number>();
  for (const cohort of cohorts) {
    const own = links.filter((l) => l.cohort_id === cohort.id);
    for (const day of daysOfPerson(userId, cohort, cohort.summary, own, now)) {
      if (!day.start_date || day.start_date < from || day.start_date > to || written.has(day.id)) continue;
      written.add(day.id);
      addDay(calendar, cohort, { ...day, start_date: day.start_date }, host);
    }
  }
  return respondText(calendar.toString(), 'text/calendar; charset=utf-8', { 'cache-control': 'private, max-age=300' });
};
