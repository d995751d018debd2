/** The query keys of every roster call (a module of its own: the unit evaluation page needs them without the sheet's mutations). */
export const rosterKeys = {
  all: (cohortId: number) => ['roster', cohortId] as const,
  cohort: (cohortId: number) => ['roster', cohortId, 'cohort'] as const,
  meeting: (cohortId: number) => ['roster', cohortId, 'meeting'] as const,
  units: (cohortId: number) => ['roster', cohortId, 'units'] as const,
  roster: (cohortId: number, eventId: number) => ['roster', cohortId, 'roster', eventId] as const,
  guests: (cohortId: number, eventId: number, outState: boolean, search: string) =>
    ['roster', cohortId, 'guests', eventId, outState, search] as const,
  attendanceReport: (cohortId: number) => ['roster', cohortId, 'attendance-report'] as const,
  audit: (cohortId: number) => ['roster', cohortId, 'audit'] as const,
  survey: (cohortId: number, unit: string) => ['roster', cohortId, 'survey', unit] as const,
  contextAnalysis: (cohortId: number) => ['roster', cohortId, 'context-analysis'] as const,
};
