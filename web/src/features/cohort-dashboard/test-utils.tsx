/** Rendering, API and IntersectionObserver helpers for the tests of this feature. */
import type { DashboardFilters, DashboardResponse, FilterOptions } from '@shared/dashboard/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import CohortsPage from './routes/CohortsPage';
import { dashboardPage, filterOptions } from './test-data';

export function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/cohorts']}>
        <CohortsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export type ApiCall = RecordedCall;

type CohortHit = { id: number; name: string; city: string; state: string };

export interface DashboardApi {
  options?: FilterOptions;
  /** The answer for page N (1-based) of GET /api/dashboard_data. */
  page?: (page: number, call: ApiCall) => DashboardResponse;
  /** GET /api/searchCohort/{text} ('' for GET /api/searchCohort). */
  search?: (text: string) => CohortHit[];
  drive?: Record<string, { name: string; link_folder: string }>;
}

/** Stubs fetch with the dashboard calls and records them; anything else answers 404. */
export function mockDashboardApi({
  options = filterOptions(),
  page = () => dashboardPage(),
  search = () => [],
  drive = {},
}: DashboardApi = {}) {
  const searchAnswer = (call: ApiCall) =>
    jsonResponse({ cohorts: search(decodeURIComponent(call.path.replace(/^\/api\/searchCohort\/?/, ''))) });
  const { calls } = mockApi({
    'GET /api/filter-cohort': options,
    'GET /api/dashboard_data': (call: ApiCall) => jsonResponse(page(Number(call.query.get('page')), call)),
    'POST /api/user/saveFilters': { saved: true },
    'POST /api/get_alp_data': { participants: { '77': { alp_replies_count: 3, alp_comments_count: 1, alp_status: null } } },
    'GET /api/get-nisl-drive': { response: drive },
    'GET /api/searchCohort*': searchAnswer,
  });
  return {
    called: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    /** The dashboard_data calls, their filters parsed. */
    dashboardCalls: () =>
      calls
        .filter((call) => call.path === '/api/dashboard_data')
        .map(({ query }) => ({
          page: Number(query.get('page')),
          from: query.get('from'),
          includeCoaching: query.get('include_coaching'),
          filters: JSON.parse(query.get('filters') ?? '{}') as DashboardFilters,
        })),
    savedFilters: () => calls.filter((call) => call.path === '/api/user/saveFilters').map((call) => call.body),
  };
}

type Observed = { callback: IntersectionObserverCallback; elements: Set<Element>; observer: IntersectionObserver };

/** A controllable IntersectionObserver: `reveal()` reports every observed element as visible. */
export function stubIntersectionObserver() {
  const live = new Set<Observed>();
  class FakeIntersectionObserver {
    private readonly observed: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.observed = { callback, elements: new Set(), observer: this as unknown as IntersectionObserver };
      live.add(this.observed);
    }
    observe(element: Element) {
      this.observed.elements.add(element);
    }
    unobserve(element: Element) {
      this.observed.elements.delete(element);
    }
    disconnect() {
      live.delete(this.observed);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    reveal() {
      for (const { callback, elements, observer } of [...live]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, observer);
      }
    },
  };
}
