import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorText } from '@/lib/api-client';
import type { DashboardSessions } from '../api/sessions';
import { useOnVisible } from '../hooks/useOnVisible';
import { SessionCards } from './SessionCards';
import { SessionsTable, type SessionsTableProps } from './SessionsTable';

export interface SessionListProps extends Omit<SessionsTableProps, 'sessions' | 'missingAttendance'> {
  list: DashboardSessions;
  /** Shown when nothing matches. */
  emptyMessage: string;
}

/** Below MUI's lg (1200 px), phones and tablets: session cards instead of the table. */
const CARDS_QUERY = '(max-width:1199.95px)';

/**
 * The sessions with their count, loading and error states, and the next page at the bottom: a
 * table on wide screens, cards on phones and tablets. Either scrolls with the page (one scroll,
 * issue 17); the table's header sticks under the app bar.
 */
export function SessionList({ list, emptyMessage, ...table }: SessionListProps) {
  const sentinel = useOnVisible<HTMLDivElement>(list.loadMore, list.autoLoad);
  const cards = useMediaQuery(CARDS_QUERY);

  if (list.isPending) return <LinearProgress aria-label="Loading sessions" />;
  if (list.pages.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        }
      >
        {errorText(list.error, 'The sessions could not be loaded. Please try again.')}
      </Alert>
    );
  }
  if (list.sessions.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="empty-message">
        {emptyMessage}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }} data-testid="session-count">
        {list.sessions.length} of {list.total} sessions
      </Typography>
      {cards ? (
        <SessionCards sessions={list.sessions} missingAttendance={list.missingAttendance} {...table} />
      ) : (
        <SessionsTable sessions={list.sessions} missingAttendance={list.missingAttendance} {...table} />
      )}
      {/* 1px (not sx's 1, which means 100%): an empty box never intersects. */}
      <Box ref={sentinel} sx={{ height: '1px' }} data-testid="load-sentinel" />
      {list.isFetchingNextPage && <LinearProgress aria-label="Loading more sessions" />}
      {list.isFetchNextPageError && (
        <Alert severity="error">{errorText(list.error, 'More sessions could not be loaded. Please try again.')}</Alert>
      )}
      {list.hasNextPage && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button onClick={list.loadMore} disabled={!list.canLoadMore} data-testid="load-more">
            Load more
          </Button>
        </Box>
      )}
    </Paper>
  );
}
