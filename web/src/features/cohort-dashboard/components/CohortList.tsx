import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { errorText } from '@/lib/api-client';
import { useDashboardOptions } from '../api/dashboard';
import { CohortDashboard } from './CohortDashboard';

/** Loads the filter choices and saved settings, then the dashboard that starts from them. */
export function CohortList() {
  const options = useDashboardOptions();
  if (options.isPending) return <LinearProgress aria-label="Loading the dashboard" />;
  if (options.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void options.refetch()}>
            Retry
          </Button>
        }
      >
        {errorText(options.error, 'The dashboard could not be loaded. Please try again.')}
      </Alert>
    );
  }
  return <CohortDashboard options={options.data} />;
}
