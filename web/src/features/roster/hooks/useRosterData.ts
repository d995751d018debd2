import { useQuery } from '@tanstack/react-query';
import { getCohortInfo, getMeetingInfo, getRoster, getUnitOptions, rosterKeys } from '../api/roster';

/** Cohort info, meeting, units and the unit's roster for the screen. */
export function useRosterData(cohortId: number, eventId: number) {
  const cohort = useQuery({ queryKey: rosterKeys.cohort(cohortId), queryFn: ({ signal }) => getCohortInfo(cohortId, signal) });
  const meeting = useQuery({ queryKey: rosterKeys.meeting(cohortId), queryFn: ({ signal }) => getMeetingInfo(cohortId, signal) });
  const units = useQuery({ queryKey: rosterKeys.units(cohortId), queryFn: ({ signal }) => getUnitOptions(cohortId, signal) });
  const roster = useQuery({ queryKey: rosterKeys.roster(cohortId, eventId), queryFn: ({ signal }) => getRoster(cohortId, eventId, signal) });
  return { cohort, meeting, units, roster };
}
