import { PORTAL_NAME } from '@shared/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CREDENTIAL_TEXT } from '@shared/certificates/credential.texts';
import type { CertificateVerification } from '@shared/certificates/types';
import { formatCalendarDate, formatInstant } from '@shared/format';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { PublicCard } from '@/components/PublicCard';
import { errorText } from '@/lib/api-client';
import { useCertificateVerification, useCredentialDownload } from '../api/verification';

const FAILED = 'The certificate could not be checked just now. Please try again later.';

/**
 * The public page a certificate's printed address and QR code lead to (issue 15, not in the spec):
 * what the portal issued under this code, its status in words (not colour alone), and the issued
 * document itself, so that an edited PDF cannot pass for the real one.
 */
export default function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const verification = useCertificateVerification(code);
  useEffect(() => {
    document.title = `Certificate verification · ${PORTAL_NAME}`;
  }, []);

  return (
    <PublicCard title="Certificate verification" maxWidth={640}>
      {verification.isPending ? (
        <PageFallback />
      ) : verification.isError ? (
        <Alert severity="error" role="alert">
          {errorText(verification.error, FAILED)}
        </Alert>
      ) : (
        <VerifiedCertificate certificate={verification.data} />
      )}
    </PublicCard>
  );
}

function VerifiedCertificate({ certificate }: { certificate: CertificateVerification }) {
  const valid = certificate.status === 'valid';
  const facts: Array<[string, string]> = [
    ['Participant', certificate.participant],
    ['Course', certificate.course],
    ['Cohort', certificate.cohort],
    ['Issued', formatCalendarDate(certificate.issued_on)],
    ['Verification code', certificate.code],
  ];
  return (
    <Stack spacing={2}>
      <Alert severity={valid ? 'success' : 'error'} role="status">
        {valid
          ? 'Valid: this certificate was issued by the portal and has not been voided.'
          : `Void: this certificate was voided${certificate.void_at ? ` on ${formatInstant(certificate.void_at)}` : ''} and is no longer valid.`}
      </Alert>
      <Table size="small" aria-label="Certificate">
        <TableBody>
          {facts.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2">
        Compare the certificate you were given with{' '}
        <Link href={certificate.document} target="_blank" rel="noopener noreferrer">
          the document the portal issued
        </Link>{' '}
        (the link works for a few minutes). Its SHA-256 is{' '}
        <Typography component="code" variant="body2" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {certificate.document_sha256}
        </Typography>
        .
      </Typography>
      <TextField
        label="Signed credential (JWT, EdDSA)"
        value={certificate.credential}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        helperText={
          <>
            Check it offline against the portal's public keys at{' '}
            <Link href={certificate.jwks} target="_blank" rel="noopener noreferrer">
              {certificate.jwks}
            </Link>
            .
          </>
        }
      />
      <OpenBadgeDownload code={certificate.code} jwks={certificate.jwks} />
    </Stack>
  );
}

/** The same certificate as an Open Badges 3.0 credential (issue 33), for a wallet or any verifier. */
function OpenBadgeDownload({ code, jwks }: { code: string; jwks: string }) {
  const download = useCredentialDownload(code);
  return (
    <Stack component="section" spacing={1} aria-labelledby="open-badge-heading">
      <Typography id="open-badge-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {CREDENTIAL_TEXT.downloadHeading}
      </Typography>
      <Typography variant="body2">
        {CREDENTIAL_TEXT.downloadIntro}{' '}
        <Link href={jwks} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {jwks}
        </Link>
        .
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate('json')}>
          {CREDENTIAL_TEXT.downloadJson}
        </Button>
        <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate('jwt')}>
          {CREDENTIAL_TEXT.downloadJwt}
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" role="alert">
          {errorText(download.error, CREDENTIAL_TEXT.downloadFailed)}
        </Alert>
      )}
    </Stack>
  );
}
