import Stack from '@mui/material/Stack';
import type { FilterOptions } from '@shared/dashboard/types';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useAlpCounts } from '../api/alp-counts';
import { useDashboardSessions } from '../api/sessions';
import { useDashboardSettings } from '../hooks/useDashboardSettings';
import { fromOf, hasAppliedFilters } from '../utils/filters';
import { isLocalFacilitatorOnly, isStateCoordinator } from '../utils/roles';
import { ActivityLegend } from './ActivityLegend';
import { useCohortNames } from './CohortFilterPicker';
import { CohortSearchBox } from './CohortSearchBox';
import { DashboardToolbar } from './DashboardToolbar';
import { DriveFoldersButton } from './DriveFoldersButton';
import { FilterDialog } from './FilterDialog';
import { SessionList } from './SessionList';

/** The cohort list: toolbar, filter modal and session table, starting from the saved settings. */
export function CohortDashboard({ options }: { options: FilterOptions }) {
  const settings = useDashboardSettings(options.filters);
  const { filters, visual, includeCoaching } = settings;
  const roles = rolesOf(useSession().nislData);
  const [filtering, setFiltering] = useState(false);
  const cohortNames = useCohortNames(options.cohorts);
  const from = fromOf(filters);
  const params = { filters, from, includeCoaching };
  const list = useDashboardSessions(params);
  const alp = useAlpCounts(params, list.pages, visual.columnView === 'participant_activity');
  const filtered = hasAppliedFilters(filters);
  const emptyMessage = !filtered && isLocalFacilitatorOnly(roles) ? MESSAGES.localFacilitatorNoCohort : MESSAGES.noCohortSessions;

  return (
    <Stack spacing={2}>
      <DashboardToolbar
        visual={visual}
        onVisualChange={settings.changeVisual}
        includeCoaching={includeCoaching}
        onIncludeCoachingChange={settings.changeIncludeCoaching}
        from={from}
        onFromChange={(next) => settings.changeFilters({ check_past: next === 'past' })}
        filtered={filtered}
        onOpenFilters={() => setFiltering(true)}
        search={
          <CohortSearchBox
            onSearchName={(name) => settings.changeFilters({ cohort_name: name })}
            onChooseCohort={(cohort) => {
              cohortNames.remember([{ value: cohort.id, label: cohort.name }]);
              settings.changeFilters({ cohorts: [cohort.id] });
            }}
            onClear={() => settings.changeFilters({ cohort_name: '', cohorts: [] })}
          />
        }
        driveFolders={isStateCoordinator(roles) ? <DriveFoldersButton /> : undefined}
      />
      {visual.columnView === 'participant_activity' && <ActivityLegend />}
      <SessionList list={list} emptyMessage={emptyMessage} from={from} view={visual.columnView} viewCities={visual.viewCities} alp={alp} />
      {filtering && (
        <FilterDialog
          options={options}
          filters={filters}
          cohortNames={cohortNames.names}
          onChooseCohorts={cohortNames.remember}
          onApply={(next) => {
            settings.applyFilters(next);
            setFiltering(false);
          }}
          onClose={() => setFiltering(false)}
        />
      )}
    </Stack>
  );
}
