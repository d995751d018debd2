/** Rendering and API helpers for the roster tests. */
import type { AttendanceHistoryEntry, CohortInfo, MeetingInfo, RosterResponse, RosterUnitOption } from '@shared/roster/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { jsonResponse } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import RosterPage from './routes/RosterPage';
import { cohortInfo, meetingInfo, rosterResponse, unitOptions } from './test-data';

export const ROSTER_PATH = '/dashboard/cohort/11/event/301/unit/2/cohort/5011';

export function renderRoster(path = ROSTER_PATH) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/cohort/:cohortId/event/:eventId/unit/:unitId/cohort/:postId', element: <RosterPage /> },
      { path: '/dashboard/cohorts', element: <h1>Cohort Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

type Answer = (call: RecordedCall) => Response;

export interface RosterApi {
  cohort?: CohortInfo;
  meeting?: MeetingInfo;
  units?: RosterUnitOption[];
  /** The roster of GET /api/get_roster_info/11/{eventId}. */
  roster?: (eventId: number, call: RecordedCall) => RosterResponse;
  /** The history of GET /api/attendance_history/11/{unit}. */
  history?: (unit: string, call: RecordedCall) => AttendanceHistoryEntry[];
  save?: Answer;
  alpForm?: Answer;
  guests?: Answer;
  addMakeup?: Answer;
  removeMakeup?: Answer;
}

export function mockRosterApi(options: RosterApi = {}) {
  const { calls, called } = mockApi({
    'GET /api/get_cohort_info/11': options.cohort ?? cohortInfo(),
    'GET /api/get_meeting_info/11': options.meeting ?? meetingInfo(),
    'GET /api/get_events_list/11': options.units ?? unitOptions(),
    'GET /api/get_roster_info/11/*': (call: RecordedCall) =>
      jsonResponse((options.roster ?? (() => rosterResponse()))(Number(call.path.split('/').at(-1)), call)),
    'GET /api/attendance_history/11/*': (call: RecordedCall) =>
      jsonResponse((options.history ?? (() => []))(call.path.split('/').at(-1) ?? '', call)),
    'POST /api/save_attendance': options.save ?? (() => jsonResponse({ message: 'Attendance saved', version: 5 })),
    'POST /api/save_alp_form': options.alpForm ?? (() => jsonResponse({ message: 'Alpform saved!!!' })),
    'POST /api/extraParticipantList': options.guests ?? (() => jsonResponse({ participants: [] })),
    'POST /api/save_makeup_participant':
      options.addMakeup ?? (() => jsonResponse({ isSaved: true, message: 'The make-up participant was added to this unit.' })),
    'POST /api/remove_makeup':
      options.removeMakeup ?? (() => jsonResponse({ removed: true, message: 'The make-up participant was removed.' })),
  });
  return { calls, called };
}
