import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@shared/format';
import { nyDate } from '@shared/time';
import { Fragment, useState } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import { DayMarkCells } from './DayMark';
import type { ParticipantTableProps } from './ParticipantTable';

const HEAD = { whiteSpace: 'nowrap', px: 1 } as const;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 32 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The roster on a phone or tablet (issue 17): one row per participant with the name and the day
 * boxes always in view, and the rest (status, Form, last modified, comments, e-mail, the make-up's
 * removal) behind the row's Details button, opened in place. One table: no halves, no sideways scroll.
 */
export function CompactParticipantTable(props: ParticipantTableProps) {
  const { participants, days, showAttendance, independentMode, locked, canEdit, statusLabel, sort, onSort } = props;
  const { markOf, formOf, onMark, onForm, onDeleteMakeup, onLoginAs } = props;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = 2 + (showAttendance ? days.length : 0);
  return (
    <Table
      size="small"
      stickyHeader
      data-testid="roster-table"
      aria-label="Participants"
      // The page scrolls (not the table): its header sticks under the app bar.
      sx={{ '& thead th': { top: { xs: 56, sm: 64 } }, tableLayout: 'auto' }}
    >
      <TableHead>
        <TableRow>
          <TableCell sortDirection={sort.field === 'lastName' ? sort.direction : false} sx={HEAD}>
            <TableSortLabel
              active={sort.field === 'lastName'}
              direction={sort.field === 'lastName' ? sort.direction : 'asc'}
              onClick={() => onSort('lastName')}
            >
              Name
            </TableSortLabel>
          </TableCell>
          {showAttendance &&
            days.map((day) => (
              <TableCell key={day.day} align="center" sx={HEAD}>
                Day {day.day}
              </TableCell>
            ))}
          <TableCell align="right" sx={{ ...HEAD, width: 40 }}>
            <Box component="span" sx={visuallyHidden}>
              Details
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {participants.map((participant) => {
          const info = participant.generalInformation;
          const name = `${info.firstName} ${info.lastName}`;
          const expanded = open.has(info.id);
          const detailsId = `roster-details-${info.id}`;
          const lastModified = participant.projectInfo.lastModified
            ? formatCalendarDate(nyDate(new Date(participant.projectInfo.lastModified)))
            : '—';
          return (
            <Fragment key={info.id}>
              <TableRow
                data-testid="roster-row"
                data-participant-id={info.id}
                data-makeup={info.isMakeup || undefined}
                sx={{ ...(info.isMakeup ? { bgcolor: 'action.hover' } : {}), '& > td': { borderBottom: expanded ? 'none' : undefined } }}
              >
                <TableCell sx={{ px: 1, wordBreak: 'break-word' }}>
                  {onLoginAs ? (
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      onClick={() => onLoginAs(participant)}
                      data-testid="login-as-name"
                      aria-label={`Log in as ${name}`}
                      sx={{ textAlign: 'left' }}
                    >
                      {info.lastName}, {info.firstName}
                    </Link>
                  ) : (
                    <Typography variant="body2" component="span">
                      {info.lastName}, {info.firstName}
                    </Typography>
                  )}
                  {info.isMakeup && <Chip size="small" label="Make-up" data-testid="makeup-chip" sx={{ ml: 0.5 }} />}
                </TableCell>
                {showAttendance && (
                  <DayMarkCells
                    participant={participant}
                    days={days}
                    independentMode={independentMode}
                    locked={locked}
                    markOf={markOf}
                    onMark={onMark}
                    padding="none"
                  />
                )}
                <TableCell align="right" padding="none" sx={{ pr: 0.5 }}>
                  <IconButton
                    aria-label={`Details of ${name}`}
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailsId : undefined}
                    onClick={() => toggle(info.id)}
                    data-testid="roster-row-toggle"
                  >
                    {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </IconButton>
                </TableCell>
              </TableRow>
              {expanded && (
                <TableRow data-testid="roster-row-details" data-participant-id={info.id}>
                  <TableCell colSpan={columns} id={detailsId} sx={{ px: 1, pt: 0 }}>
                    <Detail label={statusLabel}>
                      <Typography variant="body2" component="span">
                        {info.alpStatus ?? '—'}
                      </Typography>
                    </Detail>
                    <FormControlLabel
                      label={<Typography sx={{ fontWeight: 600, fontSize: 'body2.fontSize' }}>Form</Typography>}
                      labelPlacement="start"
                      sx={{ ml: 0 }}
                      control={
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
                      }
                    />
                    <Detail label="Last modified">
                      <Typography variant="body2" component="span" data-testid="last-modified">
                        {lastModified}
                      </Typography>
                    </Detail>
                    <Detail label="Comments">
                      <Typography variant="body2" component="span">
                        {participant.projectInfo.countComments}
                      </Typography>
                    </Detail>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                      <Button size="small" startIcon={<EmailIcon />} href={`mailto:${info.email}`} aria-label={`E-mail ${name}`}>
                        E-mail
                      </Button>
                      {info.isMakeup && canEdit && (
                        <Button
                          size="small"
                          color="error"
                          startIcon={<DeleteIcon />}
                          aria-label={`Delete make-up ${name}`}
                          data-testid="makeup-delete"
                          onClick={() => onDeleteMakeup(participant)}
                        >
                          Delete make-up
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
