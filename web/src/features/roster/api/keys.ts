/** The query keys of every roster call (a module of its own: the unit evaluation page needs them without the sheet's mutations). */
export const rosterKeys = {
  all: (cohortId: number) => ['roster', cohortId] as const,
  cohort: (cohortId: number) => ['roster', cohortId, 'cohort'] as const,
  meeting: (cohortId: number) => ['roster', cohortId, 'meeting'] as const,
  units: (cohortId: number) => ['roster', cohortId, 'units'] as const,
  roster: (cohortId: number, eventId: number) => ['roster', cohortId, 'roster', eventId] as const,
  /** By the sheet's version too: a save (anyone's) that the roster has loaded is asked for again. */
  history: (cohortId: number, unit: string, version: number) => ['roster', cohortId, 'history', unit, version] as const,
  guests: (cohortId: number, eventId: number, outState: boolean, search: string) =>
    ['roster', cohortId, 'guests', eventId, outState, search] as const,
  attendanceReport: (cohortId: number) => ['roster', cohortId, 'attendance-report'] as const,
  audit: (cohortId: number) => ['roster', cohortId, 'audit'] as const,
  survey: (cohortId: number, unit: string) => ['roster', cohortId, 'survey', unit] as const,
  contextAnalysis: (cohortId: number) => ['roster', cohortId, 'context-analysis'] as const,
};
