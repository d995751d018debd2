import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/api-client';
import type { DashboardSessions } from '../api/sessions';
import { useOnVisible } from '../hooks/useOnVisible';
import { SessionsTable, type SessionsTableProps } from './SessionsTable';

export interface SessionListProps extends Omit<SessionsTableProps, 'sessions' | 'missingAttendance'> {
  list: DashboardSessions;
  /** Shown when nothing matches. */
  emptyMessage: string;
}

/** The session table with its count, loading and error states, and the next page at the bottom. */
export function SessionList({ list, emptyMessage, ...table }: SessionListProps) {
  const sentinel = useOnVisible<HTMLDivElement>(list.loadMore, list.autoLoad);

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
      <TableContainer sx={{ maxHeight: 'calc(100dvh - 300px)', minHeight: 320 }}>
        <SessionsTable sessions={list.sessions} missingAttendance={list.missingAttendance} {...table} />
        {/* 1px (not sx's 1, which means 100%): an empty box never intersects. */}
        <Box ref={sentinel} sx={{ height: '1px' }} data-testid="load-sentinel" />
      </TableContainer>
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
