import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from './PlaceholderPage';

/** Shown when a route throws (for instance a page chunk that failed to load after a deploy). */
export function RouteError() {
  return (
    <PlaceholderPage title="Something went wrong">
      <Typography gutterBottom>The page could not be shown. Reloading usually fixes this.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </PlaceholderPage>
  );
}
