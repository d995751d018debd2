import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shared/messages';
import { errorText } from '@/lib/api-client';

export function RosterHeading() {
  return (
    <Typography variant="h5" component="h1">
      Roster
    </Typography>
  );
}

/** The screen before its sheet is there: loading, or why it could not be loaded. */
export function RosterStatus({ error }: { error: Error | null }) {
  return (
    <Box sx={{ p: 2 }}>
      <RosterHeading />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(error, MESSAGES.internalError)}
        </Alert>
      ) : (
        <CircularProgress sx={{ mt: 2 }} aria-label="Loading roster" />
      )}
    </Box>
  );
}
