/**
 * The attendance report (spec 01 §2 "Reports and Downloads", §3 "Attendance report response"):
 * a 95% wide dialog with the legend and one table per part of the report, and Export xlsx,
 * which the server builds from the same report.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AttendanceReportHeader, AttendanceReportResponse, ParticipantAttendance, ReportCohort } from '@shared/roster-reports/types';
import { formatInstant } from '@shared/format';
import * as MESSAGES from '@shared/texts/general';
import { unitLabel } from '@shared/units';
import { UNIT_EVENT_TYPE_LABELS } from '@shared/cohort-builder/form.texts';
import { DownloadStatus } from '@/components/DownloadStatus';
import { QueryContent } from '@/components/QueryContent';
import { useDownload } from '@/lib/download';
import { useAttendanceReport } from '../../api/reports';
import { AttendanceLegend } from './AttendanceLegend';
import { AttendanceMarkCell } from './AttendanceMarkCell';
import { ReportTable } from './ReportTable';

const NOT_DELIVERED = UNIT_EVENT_TYPE_LABELS['n/a'];
const cohortText = (c: ReportCohort) => (c.name ? `${c.name} (${c.id})` : String(c.id));
const people = (list: Array<{ firstName: string; lastName: string }>) => list.map((p) => `${p.firstName} ${p.lastName}`).join(', ');

/** Two header rows: the units over their days. */
function MarkHeaders({ headers, leading }: { headers: AttendanceReportHeader[]; leading: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {leading.map((label) => (
          <TableCell key={label} rowSpan={2}>
            {label}
          </TableCell>
        ))}
        {headers.map((h) => (
          <TableCell key={h.unitId} align="center" colSpan={Math.max(1, h.events.length)}>
            {h.notDelivered ? `${unitLabel(h.unitId)} (${NOT_DELIVERED})` : unitLabel(h.unitId)}
          </TableCell>
        ))}
      </TableRow>
      <TableRow>
        {headers.flatMap((h) =>
          h.events.length === 0 ? (
            <TableCell key={`na${h.unitId}`} align="center">
              {NOT_DELIVERED}
            </TableCell>
          ) : (
            h.events.map((e) => (
              <TableCell key={e.eventId} align="center">
                {e.label}
              </TableCell>
            ))
          ),
        )}
      </TableRow>
    </TableHead>
  );
}

/** The person's marks under the headers; a unit the cohort does not deliver (n/a), without days, holds none. */
function MarkCells({ headers, person }: { headers: AttendanceReportHeader[]; person: ParticipantAttendance }) {
  const marks = new Map(person.events.map((m) => [m.eventId, m]));
  return headers.flatMap((h) =>
    h.events.length === 0 ? (
      <TableCell key={`na${h.unitId}`} align="center">
        {NOT_DELIVERED}
      </TableCell>
    ) : (
      h.events.map((e) => {
        const mark = marks.get(e.eventId);
        return mark ? (
          <AttendanceMarkCell key={e.eventId} letter={mark.letter} color={mark.color} border={mark.border} />
        ) : (
          <TableCell key={e.eventId} />
        );
      })
    ),
  );
}

function Report({ report }: { report: AttendanceReportResponse }) {
  return (
    <>
      <AttendanceLegend />
      <ReportTable title="Participants" testId="report-participants" empty={report.participantAttendance.length === 0}>
        <MarkHeaders headers={report.headers} leading={['Last name', 'First name']} />
        <TableBody>
          {report.participantAttendance.map((p) => (
            <TableRow key={p.id} data-testid="report-participant" data-participant-id={p.id}>
              <TableCell>
                {p.lastName}
                {p.removedAt && (
                  <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                    {`${MESSAGES.removedFromCohort} ${formatInstant(p.removedAt)}`}
                  </Box>
                )}
              </TableCell>
              <TableCell>{p.firstName}</TableCell>
              <MarkCells headers={report.headers} person={p} />
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
      <ReportTable title="Guest participants" testId="report-guests" empty={report.makeupsParticipants.length === 0}>
        <MarkHeaders headers={report.headers} leading={['Last name', 'First name', 'Home cohort']} />
        <TableBody>
          {report.makeupsParticipants.map((p) => (
            <TableRow key={`${p.id}#${p.unit}`} data-testid="report-guest">
              <TableCell>{p.lastName}</TableCell>
              <TableCell>{p.firstName}</TableCell>
              <TableCell>{cohortText(p.homeCohort)}</TableCell>
              <MarkCells headers={report.headers} person={p} />
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
      <ReportTable title="Make-up records" testId="report-makeups" empty={report.makeupRecords.length === 0}>
        <TableHead>
          <TableRow>
            <TableCell>Last name</TableCell>
            <TableCell>First name</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell>Made up in</TableCell>
            <TableCell>Attended</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.makeupRecords.map((m) => (
            <TableRow key={`${m.id}#${m.unit}#${m.hostCohort.id}`}>
              <TableCell>{m.lastName}</TableCell>
              <TableCell>{m.firstName}</TableCell>
              <TableCell>{unitLabel(m.unit)}</TableCell>
              <TableCell>{cohortText(m.hostCohort)}</TableCell>
              <TableCell>{m.attended ? 'Yes' : 'Not yet'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
      <ReportTable title="Duplicate records" testId="report-duplicates" empty={report.duplicatedRecords.length === 0}>
        <TableHead>
          <TableRow>
            <TableCell>Last name</TableCell>
            <TableCell>First name</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell>Recorded present in</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.duplicatedRecords.map((d) => (
            <TableRow key={`${d.user.id}#${d.unit}`}>
              <TableCell>{d.user.lastName}</TableCell>
              <TableCell>{d.user.firstName}</TableCell>
              <TableCell>{unitLabel(d.unit)}</TableCell>
              <TableCell>{d.cohorts.map(cohortText).join('; ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
      <ReportTable title="Participants added after units took place" testId="report-added" empty={report.addedParticipants.length === 0}>
        <TableHead>
          <TableRow>
            <TableCell>Last name</TableCell>
            <TableCell>First name</TableCell>
            <TableCell>Units before joining</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.addedParticipants.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{a.lastName}</TableCell>
              <TableCell>{a.firstName}</TableCell>
              <TableCell>{a.units.map(unitLabel).join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
      <ReportTable title="Facilitator info" testId="report-facilitators" empty={report.usersInfo.length === 0}>
        <TableHead>
          <TableRow>
            <TableCell>Unit</TableCell>
            <TableCell>Facilitators</TableCell>
            <TableCell>Co-Facilitators</TableCell>
            <TableCell align="right">Attendance recorded</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.usersInfo.map((u) => (
            <TableRow key={u.unit}>
              <TableCell>{unitLabel(u.unit)}</TableCell>
              <TableCell>{people(u.facilitators) || 'UNASSIGNED'}</TableCell>
              <TableCell>{people(u.cofacilitators)}</TableCell>
              <TableCell align="right">{`${u.attendanceInfo.recorded} of ${u.attendanceInfo.participants}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </>
  );
}

export function AttendanceReportDialog({ open, onClose, cohortId }: { open: boolean; onClose: () => void; cohortId: number }) {
  const report = useAttendanceReport(cohortId, open);
  const download = useDownload();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="attendance-report-title"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '95%' } } }}
    >
      <DialogTitle id="attendance-report-title">Attendance Report{report.data ? ` – ${report.data.cohort.name}` : ''}</DialogTitle>
      <DialogContent dividers>
        <QueryContent query={report} loadingLabel="Loading attendance report">
          {(data) => <Report report={data} />}
        </QueryContent>
        <DownloadStatus download={download} />
      </DialogContent>
      <DialogActions>
        <Button
          variant="outlined"
          disabled={download.running !== null}
          onClick={() => void download.start('Attendance Report', 'GET /api/export_attendance_report/{cohortId}', { params: { cohortId } })}
        >
          Export xlsx
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
