import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ParticipantSchedule, ScheduleEvent } from '@shared/participants/types';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AttendancePolicyDialog } from '@/components/AttendancePolicyDialog';
import { useParticipantSchedule } from '../api/participants';
import { printDialog } from '@/lib/print';
import {
  type AttendanceState,
  attendanceState,
  ATTENDANCE_TEXT,
  formatDate,
  formatPercent,
  formatTimeRange,
  groupByYear,
  initialScrollIndex,
  sortEvents,
  unitLabel,
} from '../utils/schedule';

/** The class of the dialog's root: the print stylesheet keeps only this element. */
export const SCHEDULE_PRINT_ROOT = 'participant-schedule-print-root';

export const SCHEDULE_EXPLANATION =
  'This schedule lists every session of the cohort, grouped by year, with the attendance your facilitator recorded for each session that has taken place. ' +
  'Participants are expected to attend every session; a missed unit must be made up with another cohort.';

export interface ScheduleDialogProps {
  /** CMS key of the course (`cohort39`): the row's course_key. */
  course: string;
  userId: number;
  cohortId: number;
  /** Closes the dialog; also called when the schedule cannot be shown (it stays hidden). */
  onClose: () => void;
  /** The attendance policy modal; defaults to the shell's. */
  PolicyDialog?: ComponentType<{ open: boolean; onClose: () => void }>;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const STATE_COLOR: Record<AttendanceState, string> = {
  present: 'success.main',
  absent: 'error.main',
  not_recorded: 'text.secondary',
};

/** Scrolls the dialog content so that `row` is at its top. */
function scrollRowToTop(row: HTMLElement): void {
  const content = row.closest<HTMLElement>('.MuiDialogContent-root');
  if (!content) return;
  const head = row.closest('table')?.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  content.scrollTop += row.getBoundingClientRect().top - content.getBoundingClientRect().top - head;
}

/** The attendance schedule of one participant in one cohort (spec 01 §2, participant view). */
export default function ScheduleDialog({ course, userId, cohortId, onClose, PolicyDialog = AttendancePolicyDialog }: ScheduleDialogProps) {
  const query = useParticipantSchedule(course, userId, cohortId);
  const schedule = query.data;
  const unavailable = query.isError || (schedule !== undefined && !schedule.show_user_schedule);

  useEffect(() => {
    if (!unavailable) return;
    // Spec 01 §2: when the schedule cannot be loaded it is hidden; failures are only logged.
    if (query.isError) console.warn('The attendance schedule could not be loaded', query.error);
    onClose();
  }, [unavailable, query.isError, query.error, onClose]);

  if (!schedule || unavailable) return null;
  return <ScheduleView schedule={schedule} onClose={onClose} PolicyDialog={PolicyDialog} />;
}

function ScheduleView({
  schedule,
  onClose,
  PolicyDialog,
}: {
  schedule: ParticipantSchedule;
  onClose: () => void;
  PolicyDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}) {
  const [policyOpen, setPolicyOpen] = useState(false);
  // The clock is read once per opening: messages and the scroll target agree.
  const [now] = useState(() => new Date());
  const sorted = useMemo(() => sortEvents(schedule.events ?? []), [schedule.events]);
  const groups = useMemo(() => groupByYear(sorted), [sorted]);
  const target = useMemo(() => initialScrollIndex(sorted, now), [sorted, now]);
  const scrolled = useRef(false);
  const targetRef = useCallback((row: HTMLTableRowElement | null) => {
    if (!row || scrolled.current) return;
    scrolled.current = true;
    scrollRowToTop(row);
  }, []);

  const { user, enrrolled_cohort: cohort } = schedule;
  const cohortText = cohort.delivery_model?.is_virtual ? cohort.name : `${cohort.name} (${cohort.city}, ${cohort.state?.code ?? ''})`;
  const details: [string, string][] = [
    ['Name', `${user.first_name} ${user.last_name}`],
    ['District', user.district ?? ''],
    ['State', user.state ?? ''],
    ['Course', cohort.course?.name ?? ''],
    ['Cohort', cohortText],
  ];

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        className={SCHEDULE_PRINT_ROOT}
        maxWidth="md"
        fullWidth
        scroll="paper"
        aria-labelledby="participant-schedule-title"
      >
        <DialogTitle id="participant-schedule-title">Attendance Schedule</DialogTitle>
        <DialogContent dividers>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
            {details.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {SCHEDULE_EXPLANATION} See the{' '}
            <Link component="button" type="button" variant="body2" onClick={() => setPolicyOpen(true)} sx={{ verticalAlign: 'baseline' }}>
              attendance policy
            </Link>
            .
          </Typography>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }} data-testid="schedule-summary">
            Average attendance: {formatPercent(schedule.avg_attendance?.percentaje_attendance)} · Completed units:{' '}
            {schedule.completed_units ?? 0}
          </Typography>
          {groups.length === 0 && <Typography variant="body2">No sessions are scheduled.</Typography>}
          {groups.map((group) => (
            <Box component="section" key={group.label} aria-labelledby={`schedule-year-${group.label}`} sx={{ mb: 2 }}>
              <Typography id={`schedule-year-${group.label}`} component="h3" variant="h6" sx={{ mb: 0.5 }}>
                {group.label}
              </Typography>
              <Table size="small" aria-labelledby={`schedule-year-${group.label}`}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '14%' }}>Unit</TableCell>
                    <TableCell sx={NOWRAP}>Day</TableCell>
                    <TableCell sx={NOWRAP}>Date</TableCell>
                    <TableCell sx={NOWRAP}>Time</TableCell>
                    <TableCell>Attendance</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.entries.map(({ event, index }) => (
                    <EventRow
                      key={event.id}
                      event={event}
                      index={index}
                      now={now}
                      isTarget={index === target}
                      targetRef={index === target ? targetRef : undefined}
                    />
                  ))}
                </TableBody>
              </Table>
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => printDialog(SCHEDULE_PRINT_ROOT)}>Print</Button>
          <Button variant="contained" onClick={onClose}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      {policyOpen && <PolicyDialog open onClose={() => setPolicyOpen(false)} />}
    </>
  );
}

function EventRow({
  event,
  index,
  now,
  isTarget,
  targetRef,
}: {
  event: ScheduleEvent;
  index: number;
  now: Date;
  isTarget: boolean;
  targetRef?: (row: HTMLTableRowElement | null) => void;
}) {
  const state = attendanceState(event, now);
  return (
    <TableRow ref={targetRef} data-entry-index={index} data-initial-scroll={isTarget ? 'true' : undefined}>
      <TableCell>
        {unitLabel(event)}
        {event.is_makeup && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            Make-up{event.cohort?.name ? `: ${event.cohort.name}` : ''}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={NOWRAP}>{`Day ${event.day}`}</TableCell>
      <TableCell sx={NOWRAP}>{formatDate(event.start_date)}</TableCell>
      <TableCell sx={NOWRAP}>{formatTimeRange(event)}</TableCell>
      <TableCell sx={{ color: state ? STATE_COLOR[state] : undefined }}>{state ? ATTENDANCE_TEXT[state] : ''}</TableCell>
    </TableRow>
  );
}
