/**
 * Bench samples of the calendar subscription (issue 33 part 3): the address (made on an account's
 * first request, then one GetItem), its revocation (the address made again untimed before each
 * call, so that every call revokes one) and the public feed of the demo facilitator and
 * participant, whose secret path the address route gives untimed before each call.
 */
import type { CalendarFeedAnswer } from '../../shared/calendar/types.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import type { BenchData, Sample, SampleTools } from './samples.ts';

const feedPathOf = async (tools: SampleTools, as: string) =>
  new URL(((await tools.getJson('/api/me/calendar-feed', as)) as CalendarFeedAnswer).url).pathname;

export const CALENDAR_FEED_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/me/calendar-feed': () => ({ as: 'facilitator', note: 'made on the first call, then read' }),
  'DELETE /api/me/calendar-feed': () => ({
    as: 'participant',
    prepare: async (tools) => {
      await feedPathOf(tools, 'participant');
      return {};
    },
    note: 'an address made untimed before each call',
  }),
  'GET /api/calendar-feed/{token}': () =>
    (['facilitator', 'participant'] as const).map(
      (as): Sample => ({
        variant: as,
        as: null,
        prepare: async (tools) => ({ path: await feedPathOf(tools, as) }),
        note: 'text/calendar; the address read untimed before each call',
      }),
    ),
};
