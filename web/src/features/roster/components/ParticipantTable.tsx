import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { RosterDay, RosterParticipant } from '@shared/roster/types';
import { formatCalendarDate } from '@shared/format';
import { COMMENTS_FILTER } from '@shared/roster/texts';
import { nyDate } from '@shared/time';
import type { Mark, SortDirection, SortField } from '../utils/roster';
import { CommentsFilter, type CommentsShown } from './CommentsFilter';
import { DayMarkCells } from './DayMark';

export interface ParticipantTableProps {
  participants: RosterParticipant[];
  days: RosterDay[];
  /** No attendance columns (coaching course). */
  showAttendance: boolean;
  /** Checkboxes edit Independent Study. */
  independentMode: boolean;
  /** State coordinators: attendance and Form read-only. */
  locked: boolean;
  canEdit: boolean;
  statusLabel: string;
  sort: { field: SortField; direction: SortDirection };
  onSort: (field: SortField) => void;
  markOf: (participant: RosterParticipant, day: number) => Mark;
  formOf: (participant: RosterParticipant) => boolean;
  onMark: (participant: RosterParticipant, day: number, value: boolean) => void;
  onForm: (participant: RosterParticipant, value: boolean) => void;
  onDeleteMakeup: (participant: RosterParticipant) => void;
  /** Administrators and senior admins: a click on the name logs in as that person. */
  onLoginAs?: (participant: RosterParticipant) => void;
}

/** Header cells stay on one line ('E-mail', 'Day 1', never 'E-/mail'). */
const HEAD = { whiteSpace: 'nowrap' } as const;

/** One half of the participant table; each half's Comments header holds the one All/New filter. */
export function ParticipantTable(
  props: ParticipantTableProps & { labelledBy?: string; comments: { shown: CommentsShown; onShown: (shown: CommentsShown) => void } },
) {
  const {
    participants,
    days,
    showAttendance,
    independentMode,
    locked,
    canEdit,
    statusLabel,
    sort,
    onSort,
    markOf,
    formOf,
    onMark,
    onForm,
    onDeleteMakeup,
    onLoginAs,
    labelledBy,
    comments,
  } = props;
  const sortHeader = (field: SortField, label: string) => (
    <TableCell sortDirection={sort.field === field ? sort.direction : false} sx={HEAD}>
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.direction : 'asc'} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Table size="small" data-testid="roster-table" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {sortHeader('lastName', 'Last name')}
          {sortHeader('firstName', 'First name')}
          <TableCell sx={HEAD}>{statusLabel}</TableCell>
          <TableCell sx={HEAD}>Form</TableCell>
          <TableCell sx={HEAD}>Last modified</TableCell>
          <TableCell sx={HEAD}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {COMMENTS_FILTER.label}
              <CommentsFilter value={comments.shown} onChange={comments.onShown} />
            </Box>
          </TableCell>
          <TableCell sx={HEAD}>E-mail</TableCell>
          {showAttendance &&
            days.map((day) => (
              <TableCell key={day.day} align="center" sx={HEAD}>
                Day {day.day}
              </TableCell>
            ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {participants.map((participant) => {
          const info = participant.generalInformation;
          const name = `${info.firstName} ${info.lastName}`;
          return (
            <TableRow
              key={info.id}
              data-testid="roster-row"
              data-participant-id={info.id}
              data-makeup={info.isMakeup || undefined}
              sx={info.isMakeup ? { bgcolor: 'action.hover' } : undefined}
            >
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {onLoginAs ? (
                    <Tooltip title={`Log in as ${name}`}>
                      <Link
                        component="button"
                        type="button"
                        underline="hover"
                        onClick={() => onLoginAs(participant)}
                        data-testid="login-as-name"
                        sx={{ textAlign: 'left' }}
                      >
                        {info.lastName}
                      </Link>
                    </Tooltip>
                  ) : (
                    info.lastName
                  )}
                  {info.isMakeup && <Chip size="small" label="Make-up" data-testid="makeup-chip" />}
                  {info.isMakeup && canEdit && (
                    <Tooltip title="Delete make-up">
                      <IconButton
                        size="small"
                        aria-label={`Delete make-up ${name}`}
                        data-testid="makeup-delete"
                        onClick={() => onDeleteMakeup(participant)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              </TableCell>
              <TableCell>{info.firstName}</TableCell>
              <TableCell>{info.alpStatus ?? ''}</TableCell>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={formOf(participant)}
                  disabled={locked || !canEdit || info.isMakeup}
                  onChange={(event) => onForm(participant, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': `Form ${name}`,
                      ...({ 'data-testid': 'form-checkbox', 'data-participant-id': info.id } as object),
                    },
                  }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="last-modified">
                {participant.projectInfo.lastModified ? formatCalendarDate(nyDate(new Date(participant.projectInfo.lastModified))) : ''}
              </TableCell>
              <TableCell>{participant.projectInfo.countComments}</TableCell>
              <TableCell padding="checkbox">
                <IconButton size="small" href={`mailto:${info.email}`} aria-label={`E-mail ${name}`}>
                  <EmailIcon fontSize="small" />
                </IconButton>
              </TableCell>
              {showAttendance && (
                <DayMarkCells
                  participant={participant}
                  days={days}
                  independentMode={independentMode}
                  locked={locked}
                  markOf={markOf}
                  onMark={onMark}
                  padding="checkbox"
                />
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
