import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ParticipantCohortRow, ParticipantInfo } from '@shared/participants/types';
import * as MESSAGES from '@shared/texts/general';
import { lazy, Suspense, useCallback, useState } from 'react';
import { formatPhone } from '@shared/format';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session';
import { useParticipantInfo, useScheduleFetching } from '../api/participants';
import { formatDate, unitLabel } from '../utils/schedule';
import { rosterPath } from '@/lib/paths';

const ScheduleDialog = lazy(() => import('./ScheduleDialog'));

export interface ParticipantDialogProps {
  userId: number;
  onClose: () => void;
}

/** The roster screen of the row's current unit (spec 01 §2). */
export function participantRosterPath(row: ParticipantCohortRow): string | null {
  return row.roster ? rosterPath({ cohortId: row.cohort_id, ...row.roster }) : null;
}

export function cohortPlace(row: Pick<ParticipantCohortRow, 'cohort_city' | 'cohort_state' | 'delivery_model'>): string | null {
  if (row.delivery_model?.is_virtual) return 'Virtual';
  return [row.cohort_city, row.cohort_state].filter(Boolean).join(', ') || null;
}

/** The participant dialog of the find-participant box (spec 01 §2). */
export default function ParticipantDialog({ userId, onClose }: ParticipantDialogProps) {
  const query = useParticipantInfo(userId);
  const [schedule, setSchedule] = useState<ParticipantCohortRow | null>(null);
  const closeSchedule = useCallback(() => setSchedule(null), []);
  const info = query.data?.info_user;
  const title = info ? [info.honorific, info.first_name, info.last_name].filter(Boolean).join(' ') : 'Participant';

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth scroll="paper" aria-labelledby="participant-dialog-title">
      <DialogTitle id="participant-dialog-title" component="div">
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {info && (info.district || info.state) && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[info.district, info.state].filter(Boolean).join(', ')}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label="Loading participant" />
          </Box>
        )}
        {query.isError && <Typography color="error">The participant could not be loaded.</Typography>}
        {query.data && <ParticipantDetails data={query.data} onAttendance={setSchedule} onNavigate={onClose} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {schedule && (
        <Suspense fallback={null}>
          <ScheduleDialog course={schedule.course_key} userId={schedule.user_id} cohortId={schedule.cohort_id} onClose={closeSchedule} />
        </Suspense>
      )}
    </Dialog>
  );
}

function ParticipantDetails({
  data,
  onAttendance,
  onNavigate,
}: {
  data: ParticipantInfo;
  onAttendance: (row: ParticipantCohortRow) => void;
  onNavigate: () => void;
}) {
  const { userData } = useSession();
  const user = data.info_user;
  const own = userData?.id === user.id;
  const initials = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase();
  const card: [string, string | null][] = [
    ['Phone', formatPhone(user.phone)],
    ['E-mail', user.email],
    ['Job title', user.job_title],
    ['School', user.school],
  ];
  return (
    <>
      <Card variant="outlined" sx={{ mb: 3 }} aria-label="Profile">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar src={user.avatar ?? undefined} alt={`${user.first_name} ${user.last_name}`} sx={{ width: 64, height: 64 }}>
            {initials}
          </Avatar>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, flexGrow: 1 }}
          >
            {card.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {label === 'E-mail' && value ? <Link href={`mailto:${value}`}>{value}</Link> : value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {own && (
              <Button component={RouterLink} to="/profile" onClick={onNavigate} size="small">
                Profile
              </Button>
            )}
            {/* The dialog opened, so the viewer may read this person's record (the server checks again). */}
            <Button
              component={RouterLink}
              to={own ? '/record' : `/record/${user.id}`}
              onClick={onNavigate}
              size="small"
              aria-label={`Learning record of ${user.first_name} ${user.last_name}`}
            >
              Record
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Cohorts
      </Typography>
      {data.info_cohorts.length === 0 ? (
        <Typography variant="body2">{MESSAGES.notEnrolled}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Cohorts">
            <TableHead>
              <TableRow>
                <TableCell>Cohort</TableCell>
                <TableCell>Course</TableCell>
                <TableCell>Facilitator</TableCell>
                <TableCell>Next session</TableCell>
                <TableCell>Active unit</TableCell>
                <TableCell>Roster</TableCell>
                <TableCell>Attendance</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.info_cohorts.map((row) => (
                <CohortRow key={`${row.cohort_id}-${row.course_key}`} row={row} onAttendance={onAttendance} onNavigate={onNavigate} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

function CohortRow({
  row,
  onAttendance,
  onNavigate,
}: {
  row: ParticipantCohortRow;
  onAttendance: (row: ParticipantCohortRow) => void;
  onNavigate: () => void;
}) {
  const roster = participantRosterPath(row);
  const place = cohortPlace(row);
  const loading = useScheduleFetching(row.course_key, row.user_id, row.cohort_id);
  return (
    <TableRow>
      <TableCell>
        {row.cohort_name}
        {place && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {place}
          </Typography>
        )}
      </TableCell>
      <TableCell>{row.course_name}</TableCell>
      <TableCell>{row.facilitator ?? '—'}</TableCell>
      <TableCell>
        {row.next_session ? formatDate(row.next_session) : '—'}
        {row.next_session && row.time_show && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {row.time_show}
          </Typography>
        )}
      </TableCell>
      <TableCell>{row.active_unit ? unitLabel({ unit_id: row.active_unit }) : '—'}</TableCell>
      <TableCell>
        {roster ? (
          <Link component={RouterLink} to={roster} onClick={onNavigate} aria-label={`Roster of ${row.cohort_name}`}>
            Roster
          </Link>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>
        {row.show_attendance_report ? (
          <Button
            size="small"
            variant="outlined"
            loading={loading}
            onClick={() => onAttendance(row)}
            aria-label={`Attendance of ${row.cohort_name}`}
          >
            Attendance
          </Button>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}
