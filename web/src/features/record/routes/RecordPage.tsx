/**
 * My Record (issue 33; /record, and /record/:userId from the participant dialog for staff who may
 * read that person): cohorts with their units, attendance and make-ups, then certificates with
 * their verification address, QR code, PDF and an 'Add to LinkedIn' link; on one's own record, the
 * calendar subscription card. Cards in one column, for a phone first. The PDF download draws the same lines in the browser (record-pdf.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  attendanceLine,
  certificateLine,
  cohortDates,
  cohortStatusLine,
  type LearningRecord,
  linkedInAddUrl,
  makeupLine,
  RECORD_TEXT as T,
  type RecordCertificate,
  type RecordCohort,
  unitLine,
} from '@shared/participants/record';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CalendarFeedCard } from '@/components/CalendarFeedCard';
import { QueryContent } from '@/components/QueryContent';
import { saveBlob } from '@/lib/download';
import { useLearningRecord } from '../api/record';
import { QrCode } from '../components/QrCode';

export default function RecordPage() {
  const { userId } = useParams();
  const query = useLearningRecord(userId === undefined ? undefined : Number(userId));
  return (
    <Box sx={{ maxWidth: 720 }}>
      <QueryContent query={query} loadingLabel="Loading the record">
        {(record) => <Record record={record} own={userId === undefined} />}
      </QueryContent>
    </Box>
  );
}

function Record({ record, own }: { record: LearningRecord; own: boolean }) {
  const name = `${record.user.first_name} ${record.user.last_name}`;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {own ? T.title : `Record of ${name}`}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        {own && <Typography sx={{ flexGrow: 1 }}>{name}</Typography>}
        <DownloadButton record={record} />
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom>
        Cohorts
      </Typography>
      <Stack spacing={2} sx={{ mb: 3 }}>
        {record.cohorts.length ? (
          record.cohorts.map((c) => <CohortCard key={c.cohort_id} cohort={c} />)
        ) : (
          <Typography>{T.noCohorts}</Typography>
        )}
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom>
        Certificates
      </Typography>
      <Stack spacing={2}>
        {record.certificates.length ? (
          record.certificates.map((c) => <CertificateCard key={c.id} certificate={c} />)
        ) : (
          <Typography>{T.noCertificates}</Typography>
        )}
      </Stack>
      {/* The subscription is the signed-in person's own: not shown on someone else's record. */}
      {own && (
        <Box sx={{ mt: 3 }}>
          <CalendarFeedCard />
        </Box>
      )}
    </>
  );
}

function DownloadButton({ record }: { record: LearningRecord }) {
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  const download = async () => {
    setState('making');
    try {
      const { recordPdf } = await import('../record-pdf');
      const bytes = await recordPdf(record);
      saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `Learning record ${record.as_of}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="contained" onClick={download} disabled={state === 'making'}>
        {T.download}
      </Button>
      {state === 'failed' && <Alert severity="error">The PDF could not be made. Please try again.</Alert>}
    </>
  );
}

function CohortCard({ cohort }: { cohort: RecordCohort }) {
  const headingId = `record-cohort-${cohort.cohort_id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {cohort.course_name} · {cohort.cohort_name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {cohortDates(cohort)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {cohortStatusLine(cohort)}
        </Typography>
        {cohort.attendance_taken && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Attendance: {attendanceLine(cohort)}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
              {cohort.units.map((u) => (
                <Typography component="li" variant="body2" key={u.unit}>
                  {unitLine(u)}
                </Typography>
              ))}
              {cohort.makeups.map((m) => (
                <Typography component="li" variant="body2" key={`makeup-${m.unit}-${m.cohort_name}`}>
                  {makeupLine(m)}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CertificateCard({ certificate: c }: { certificate: RecordCertificate }) {
  const headingId = `record-certificate-${c.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="record-certificate">
      <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h3">
            {c.course_name}
          </Typography>
          <Typography variant="body2">{certificateLine(c)}</Typography>
          <Chip size="small" sx={{ my: 1 }} color={c.status === 'valid' ? 'success' : 'default'} label={T.certificateStatus[c.status]} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Code {c.code}
          </Typography>
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            <Link href={c.verify_url} sx={{ overflowWrap: 'anywhere' }}>
              {T.verify}: {c.verify_url}
            </Link>
            {c.document && (
              <Link href={c.document} target="_blank" rel="noopener">
                {T.certificatePdf}
              </Link>
            )}
            {c.status === 'valid' && (
              <Link href={linkedInAddUrl(c)} target="_blank" rel="noopener">
                {T.addToLinkedIn}
              </Link>
            )}
          </Stack>
        </Box>
        <QrCode text={c.verify_url} label={`QR code of the verification address of ${c.course_name}`} />
      </CardContent>
    </Card>
  );
}
