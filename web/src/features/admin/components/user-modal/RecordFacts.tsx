import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInstant } from '@shared/format';
import type { LoginLogEntry, UserRecordFacts } from '@shared/locks/types';
import type { UserFormRecord } from '@shared/users/form.types';
import { certificationLabel } from '@shared/cohort-builder/people.texts';
import type { ReactNode } from 'react';

/** An absent who-created / who-updated reads TBD, as in the users list (spec 02 §2). */
const NOBODY = 'TBD';

/** A stored date-only value stays as it is; an instant is shown in New York time. */
const when = (value: string) => (value.includes('T') ? formatInstant(value) : value);

function signIn(log: LoginLogEntry): string {
  const browser = [log.browser, log.browser_version].filter(Boolean).join(' ');
  return [formatInstant(log.created_at), log.platform, browser, log.ip, log.status === 'success' ? null : log.status]
    .filter(Boolean)
    .join(' · ');
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * The account's read-only facts under the edit form (spec 02 §3): id, who created and updated it
 * and when, last login, the legacy district and school as entered, certifications (units of the
 * NISL program: shared/cohort-builder/people.texts.ts nislFacts) and the latest sign-ins. A plain description list: one column on a phone, term beside value from `sm` up,
 * and nothing to focus (the form's fields keep the Tab order).
 */
export function RecordFacts({ record, facts }: { record: UserFormRecord; facts: UserRecordFacts | undefined }) {
  const logins = facts?.login_logs ?? [];
  return (
    <Box component="section" aria-labelledby="user-record-facts-title" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="user-record-facts-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Account record
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Fact term="ID">{record.id}</Fact>
        <Fact term="Created">{`${formatInstant(record.created_at)} by ${facts?.created_by_name ?? NOBODY}`}</Fact>
        <Fact term="Updated">{`${formatInstant(record.updated_at)} by ${facts?.updated_by_name ?? NOBODY}`}</Fact>
        <Fact term="Last login">{record.login_at ? formatInstant(record.login_at) : 'Never'}</Fact>
        <Fact term="Profile updated">{record.profile_updated ? when(record.profile_updated) : '—'}</Fact>
        <Fact term="District as entered">{record.district_as_entered ?? '—'}</Fact>
        <Fact term="School as entered">{record.school_as_entered ?? '—'}</Fact>
        <Fact term="Certifications">
          {record.certifications.length ? record.certifications.map(certificationLabel).join(', ') : 'None'}
        </Fact>
        <Fact term="Recent sign-ins">
          {logins.length === 0 ? (
            'None recorded'
          ) : (
            <Box component="ul" aria-label="Recent sign-ins" sx={{ m: 0, pl: 2.5 }}>
              {logins.map((log) => (
                <li key={log.created_at}>{signIn(log)}</li>
              ))}
            </Box>
          )}
        </Fact>
      </Box>
    </Box>
  );
}
