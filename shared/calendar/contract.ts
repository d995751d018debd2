/** Contracts of the training calendar (spec 01 §4): its dates, years, month data and busy days. */
import * as z from 'zod/mini';
import { CALENDAR_DAY_EVENTS, CALENDAR_MAX_DAYS } from '../constants.ts';
import { daysBetween } from '../time.ts';
import * as MESSAGES from '../texts/general.ts';
import {
  CALENDAR_MODES,
  SCHEDULE_UNITS,
  type CalendarDateAnswer,
  type CalendarFeedAnswer,
  type CalendarFeedRevokedAnswer,
  type CalendarResponse,
  type CalendarYearsAnswer,
  type SaveBusyDayAnswer,
} from './types.ts';
import { answer, type Contract, type FileDownload } from '../api/contract.ts';
import { FEED_TOKEN_PATTERN } from './feed.texts.ts';
import { jsonParam } from '../api/fields.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z._default(z.array(id).check(z.maxLength(500)), []);

/** The calendar's filters, as the calendar data reads them and POST /api/user/saveFilters (type_filters 'calendar') saves them. */
export const calendarFilters = z.object({
  courses: ids,
  types: ids,
  states: ids,
  facilitators: ids,
  unit: z._default(z.nullable(z.enum(SCHEDULE_UNITS)), null),
});

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.invalidDate }));

export const CALENDAR_CONTRACTS = {
  'GET /api/calendar_date': { answer: answer<CalendarDateAnswer>() },
  'GET /api/get-years': { answer: answer<CalendarYearsAnswer>() },
  'GET /api/calendar_data/{start}/{end}': {
    params: z.object({ start: isoDate, end: isoDate }).check(
      z.refine((p) => p.start <= p.end && daysBetween(p.start, p.end) <= CALENDAR_MAX_DAYS, {
        error: MESSAGES.invalidDateRange,
        path: ['end'],
      }),
    ),
    query: z.object({
      calendar: z.optional(z.enum(CALENDAR_MODES)),
      filters: jsonParam(calendarFilters),
      /**
       * Not in the spec (issue 32): at most this many events per day, as the month grid shows them,
       * with `more_by_day` counting the rest. Without it every event, as spec 01 §7 documents.
       */
      per_day: z.optional(
        z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number)).check(z.minimum(1), z.maximum(CALENDAR_DAY_EVENTS.max)),
      ),
    }),
    answer: answer<CalendarResponse>(),
  },
  'POST /api/save-busy-days': {
    body: z.object({ available: z.union([z.literal(0), z.literal(1), z.literal(2)]), day: isoDate }),
    answer: answer<SaveBusyDayAnswer>(),
  },
  'GET /api/me/calendar-feed': { answer: answer<CalendarFeedAnswer>() },
  'DELETE /api/me/calendar-feed': { answer: answer<CalendarFeedRevokedAnswer>() },
  'GET /api/calendar-feed/{token}': {
    params: z.object({ token: z.string().check(z.regex(FEED_TOKEN_PATTERN)) }),
    answer: answer<FileDownload>(),
  },
} satisfies Record<string, Contract>;
