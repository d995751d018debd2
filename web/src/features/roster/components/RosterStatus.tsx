import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import * as MESSAGES from '@shared/texts/general';
import { errorText } from '@/lib/api-client';

export function RosterHeading() {
  return (
    <Typography variant="h5" component="h1">
      Roster
    </Typography>
  );
}

/**
 * The screen before its sheet is there: loading, or why it could not be loaded. Shown under the
 * page's heading, which stays the same element once the sheet is there (the focus a route change
 * put on it is not lost).
 */
export function RosterStatus({ error }: { error: Error | null }) {
  return error ? (
    <Alert severity="error">{errorText(error, MESSAGES.internalError)}</Alert>
  ) : (
    <Box>
      <CircularProgress aria-label="Loading roster" />
    </Box>
  );
}
