/**
 * The attendance audit (spec 01 §2, §3 "Audit response"; facilitators and administrators):
 * absences per participant, who can be certified, and the past days nobody recorded.
 * Print prints the dialog alone; Create Certificates asks the certificates call for a PDF of
 * those who can be certified.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CertificationRefusal } from '@shared/certificates/types';
import type { AbsenceAuditResponse, AuditAbsence, AuditSession } from '@shared/roster-reports/types';
import { formatCalendarDate } from '@shared/format';
import * as MESSAGES from '@shared/texts/general';
import { unitLabel } from '@shared/units';
import { DownloadStatus } from '@/components/DownloadStatus';
import { QueryContent } from '@/components/QueryContent';
import { ApiError, errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { printDialog } from '@/lib/print';
import { useAbsenceAudit, useRefreshAbsenceAudit } from '../../api/reports';
import { ReportTable } from './ReportTable';

const PRINT_ROOT = 'attendance-audit-print';

const dateText = (date: string | null) => (date ? formatCalendarDate(date) : 'TBD');
const sessionText = (s: AuditSession | null) => (s ? `${unitLabel(s.unit)}, Day ${s.day} (${dateText(s.date)})` : '—');
const absenceText = (a: AuditAbsence) =>
  `${unitLabel(a.unit)} Day ${a.day} (${dateText(a.date)})${a.independent ? ' I/S' : ''}${a.madeUp ? ' – made up' : ''}`;

function Summary({ audit }: { audit: AbsenceAuditResponse }) {
  const rows: Array<[string, string]> = [
    ['Facilitators', audit.facilitators.map((f) => `${f.firstName} ${f.lastName}`).join(', ') || 'UNASSIGNED'],
    ['Last session', sessionText(audit.lastSession)],
    ['Previous session', sessionText(audit.previousSession)],
    ['Absences not made up', String(audit.totalAbsences)],
    ['Certificates issued', String(audit.totalCertificates)],
    ['Can be certified', String(audit.totalCanBeCertified)],
  ];
  return (
    <Table size="small" aria-label="Audit summary" sx={{ width: 'auto' }} data-testid="audit-summary">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {label}
            </TableCell>
            <TableCell data-testid={`audit-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Audit({ audit }: { audit: AbsenceAuditResponse }) {
  return (
    <>
      <Summary audit={audit} />
      <ReportTable title="Absences per participant" testId="audit-participants" empty={audit.participants.length === 0}>
        <TableHead>
          <TableRow>
            <TableCell>Last name</TableCell>
            <TableCell>First name</TableCell>
            <TableCell align="right">Absences</TableCell>
            <TableCell>Days absent</TableCell>
            <TableCell>Certificate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.participants.map((p) => (
            <TableRow key={p.id} data-testid="audit-participant" data-participant-id={p.id}>
              <TableCell>{p.lastName}</TableCell>
              <TableCell>{p.firstName}</TableCell>
              <TableCell
                align="right"
                sx={{ color: p.absences > 0 ? 'error.main' : undefined, fontWeight: p.absences > 0 ? 600 : undefined }}
              >
                {p.absences}
              </TableCell>
              <TableCell>{p.events.map(absenceText).join('; ')}</TableCell>
              <TableCell>{p.certified ? 'Certified' : p.canBeCertified ? 'Can be certified' : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
      <ReportTable
        title="Past sessions without saved attendance"
        testId="audit-unsaved"
        empty={audit.pastEventsWithOutSaveData.length === 0}
      >
        <TableHead>
          <TableRow>
            <TableCell>Unit</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Facilitators</TableCell>
            <TableCell>Meeting</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.pastEventsWithOutSaveData.map((e) => (
            <TableRow key={e.event_id}>
              <TableCell>{`${unitLabel(e.unit_id)} Day ${e.day}`}</TableCell>
              <TableCell>{dateText(e.start_date)}</TableCell>
              <TableCell>{e.facilitators.map((f) => `${f.name} (${f.email})`).join(', ') || 'UNASSIGNED'}</TableCell>
              <TableCell>{e.meeting.name ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </>
  );
}

/** A 501 means the certificates feature is not deployed yet: say so rather than 'Not implemented'. */
function certificateError(error: unknown): string {
  if (error instanceof ApiError && error.status === 501) return MESSAGES.certificatesNotAvailable;
  return errorText(error, MESSAGES.downloadFailed);
}

/** Some participants could not be certified: the document of the others, if any (a short-lived link). */
function issuedDocument(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as Partial<CertificationRefusal> | null;
  return typeof body?.file === 'string' ? body.file : null;
}

export function AuditDialog({
  open,
  onClose,
  cohortId,
  canCreateCertificates,
}: {
  open: boolean;
  onClose: () => void;
  cohortId: number;
  canCreateCertificates: boolean;
}) {
  const audit = useAbsenceAudit(cohortId, open);
  const download = useDownload();
  const refreshAudit = useRefreshAbsenceAudit(cohortId);
  const othersDocument = issuedDocument(download.error);
  const eligible = audit.data?.participantsCanBeCertified ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="audit-title" fullWidth maxWidth="lg" className={PRINT_ROOT}>
      <DialogTitle id="audit-title">Attendance Audit{audit.data ? ` – ${audit.data.cohort.name}` : ''}</DialogTitle>
      <DialogContent dividers>
        <QueryContent query={audit} loadingLabel="Loading attendance audit">
          {(data) => <Audit audit={data} />}
        </QueryContent>
        <Box data-print="hide">
          <DownloadStatus download={download} describeError={certificateError} />
          {othersDocument && (
            <Link href={othersDocument} download sx={{ display: 'inline-block', mt: 1 }}>
              Download the certificates that were issued
            </Link>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => printDialog(PRINT_ROOT)} disabled={!audit.data}>
          Print
        </Button>
        {canCreateCertificates && (
          <Button
            variant="outlined"
            disabled={eligible.length === 0 || download.running !== null}
            onClick={() =>
              void download
                .start('Certificates', 'GET /api/certifications/{cohortId}', {
                  params: { cohortId },
                  query: { toBeCertified: JSON.stringify(eligible) },
                })
                // Who is certified changed, whatever the answer (some may be certified even when others were refused).
                .then(refreshAudit)
            }
          >
            Create Certificates
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
