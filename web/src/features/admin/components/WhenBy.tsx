import Typography from '@mui/material/Typography';
import { formatInstant } from '@shared/format';

/**
 * A table cell's "when and by whom": "Mar 4, 2026, 3:05 PM" over "by Ann Lee", each part shown
 * when known (the admin lists' created, activated, changed, deleted… columns).
 */
export function WhenBy({ at, by }: { at: string | null; by: string | null }) {
  if (!at && !by) return null;
  return (
    <>
      {at && (
        <Typography variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatInstant(at)}
        </Typography>
      )}
      {by && (
        <Typography variant="caption" color="text.secondary">
          by {by}
        </Typography>
      )}
    </>
  );
}
