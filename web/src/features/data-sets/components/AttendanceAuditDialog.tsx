/**
 * Attendance Audit (spec 03 §2.12): the files of the participants who were absent and of all
 * participants, each with its date, and a cohort search: a name and Enter show that cohort's
 * table (with its own download), several cohorts containing the text are offered to pick from,
 * an unknown name shows the server's message ('Cohort not found') as an error.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatCalendarDate } from '@shared/format';
import type { AbsentReportByCohortAnswer, AbsentReportCohortInfo, AbsentReportRow, MissingAttendanceDay } from '@shared/reports/types';
import { unitLabel } from '@shared/units';
import { REPORTS_TEXT } from '@shared/reports/texts';
import { useState } from 'react';
import { DownloadStatus } from '@/components/DownloadStatus';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { useAbsentReportByCohort } from '../api/data-sets';
import { DataSetItem, describeDownloadError, ItemList } from './DataSetItem';

export const COHORT_SEARCH_HINT = 'Type a cohort name and press Enter';

const COLUMNS: ReadonlyArray<readonly [keyof AbsentReportRow, string, boolean]> = [
  ['last_name', 'Last Name', false],
  ['first_name', 'First Name', false],
  ['absents', 'Absents', true],
  ['scheduled', 'Scheduled', true],
  ['remaining', 'Remaining', true],
  ['missing_attendance', 'Missing Attendance', true],
];

const INFO: ReadonlyArray<readonly [keyof AbsentReportCohortInfo, string]> = [
  ['state_name', 'State'],
  ['cohort_name', 'Cohort'],
  ['delivery_model', 'Delivery Model'],
  ['course', 'Course'],
  ['city', 'City'],
  ['total_participants', 'Total Participants'],
];

export function AttendanceAuditDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const download = useDownload();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [required, setRequired] = useState(false);
  const result = useAbsentReportByCohort(searched);

  function search(name: string) {
    const trimmed = name.trim();
    setRequired(trimmed === '');
    setSearched(trimmed === '' ? null : trimmed);
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="attendance-audit-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="attendance-audit-title">Attendance Audit</DialogTitle>
      <DialogContent>
        <DownloadStatus download={download} describeError={describeDownloadError} />
        <ItemList label="Attendance audit files">
          <DataSetItem name="absent-report" label="Participants who were absent" download={download} />
          <DataSetItem name="graduation-report" label="All participants" download={download} />
        </ItemList>
        <Box
          component="form"
          role="search"
          aria-label="Cohort attendance audit"
          sx={{ mt: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            search(text);
          }}
        >
          <TextField
            fullWidth
            size="small"
            type="search"
            label="Cohort"
            helperText={required ? REPORTS_TEXT.cohortRequired : COHORT_SEARCH_HINT}
            error={required}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Box>
        {searched !== null ? (
          <CohortResult
            query={result}
            onPick={(name) => {
              setText(name);
              search(name);
            }}
            onDownload={(cohort) =>
              void download.start(`the audit of ${cohort}`, 'GET /api/download-absent-report-by-cohort', { query: { cohort } })
            }
            busy={download.running !== null}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function CohortResult({
  query,
  onPick,
  onDownload,
  busy,
}: {
  query: { data: AbsentReportByCohortAnswer | undefined; error: unknown };
  onPick: (name: string) => void;
  onDownload: (cohort: string) => void;
  busy: boolean;
}) {
  if (query.error)
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="cohort-search-error">
        {errorText(query.error, REPORTS_TEXT.cohortNotFound)}
      </Alert>
    );
  if (!query.data) return <CircularProgress aria-label="Loading the cohort's audit" sx={{ mt: 2 }} />;
  const { cohort, participants, candidates } = query.data;
  if (!cohort) {
    if (candidates.length === 0)
      return (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="cohort-search-error">
          {REPORTS_TEXT.cohortNotFound}
        </Alert>
      );
    return (
      <Box sx={{ mt: 2 }}>
        <Typography id="cohort-candidates-title" variant="subtitle2">
          Several cohorts match. Choose one:
        </Typography>
        <List dense aria-labelledby="cohort-candidates-title">
          {candidates.map((c) => (
            <ListItemButton key={c.id} onClick={() => onPick(c.name)}>
              <ListItemText primary={c.name} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2 }} data-testid="cohort-audit">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 }}>
        {INFO.map(([key, label]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {String(cohort[key])}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" disabled={busy} onClick={() => onDownload(cohort.cohort_name)} sx={{ mb: 1.5 }}>
        Download this cohort's audit
      </Button>
      <TableContainer tabIndex={0} role="region" aria-label={`Attendance audit of ${cohort.cohort_name}`} sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={`Participants of ${cohort.cohort_name}`}>
          <TableHead>
            <TableRow>
              {COLUMNS.map(([key, label, numeric]) => (
                <TableCell key={key} align={numeric ? 'right' : 'left'}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {participants.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>This cohort has no participants.</TableCell>
              </TableRow>
            ) : (
              participants.map((p) => (
                <TableRow key={p.user_id}>
                  {COLUMNS.map(([key, , numeric]) => (
                    <TableCell key={key} align={numeric ? 'right' : 'left'}>
                      {p[key]}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <MissingDays cohortName={cohort.cohort_name} days={query.data.missingAttendanceData} message={query.data.message} />
    </Box>
  );
}

/** The past days whose attendance was never saved, and whom to ask (spec 03 §3 missingAttendanceData). */
function MissingDays({ cohortName, days, message }: { cohortName: string; days: readonly MissingAttendanceDay[]; message: string | null }) {
  if (!days.length || !message) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="missing-attendance-days">
      <Alert severity="warning" sx={{ mb: 1 }}>
        {message}
      </Alert>
      <TableContainer tabIndex={0} role="region" aria-label={`Days without attendance in ${cohortName}`}>
        <Table size="small" aria-label={`Days without attendance in ${cohortName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Unit</TableCell>
              <TableCell align="right">Day</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Facilitators</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((d) => (
              <TableRow key={`${d.unit_id}-${d.day}`}>
                <TableCell>{unitLabel(d.unit_id)}</TableCell>
                <TableCell align="right">{d.day}</TableCell>
                <TableCell>{formatCalendarDate(d.date)}</TableCell>
                <TableCell>{d.facilitators.length ? d.facilitators.join(', ') : 'Unassigned'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
