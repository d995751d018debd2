import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CO_FACILITATOR_NAMES } from '@shared/constants';
import type { DashboardSession, MissingAttendance } from '@shared/dashboard/types';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { sessionRosterPath, unitLabel } from '../utils/format';
import { withGroupHeaders } from '../utils/group-rows';
import { MissingAttendanceList } from './cells/MissingAttendanceList';
import { ParticipantActivityList } from './cells/ParticipantActivityList';
import { PeopleNames } from './cells/PeopleNames';
import { SessionCohort } from './cells/SessionCohortCell';
import { SessionDate } from './cells/SessionDateCell';
import { SessionUnit } from './cells/SessionUnitCell';
import type { SessionsTableProps } from './SessionsTable';

const NO_MISSING: MissingAttendance[] = [];

/** One labelled field of a card (the table's column header, beside its value). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, pt: '2px' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The view's columns as the card's fields (spec 01 §4's three column views). */
function ViewFields({
  session,
  view,
  missing,
  alp,
}: Pick<SessionsTableProps, 'view' | 'alp'> & { session: DashboardSession; missing: readonly MissingAttendance[] }) {
  const producer = session.producer ? [session.producer] : [];
  if (view === 'participant_activity')
    return (
      <Field label="Participants">
        <Typography variant="body2" data-testid="participant-count">
          {session.cohort.participant_count}
        </Typography>
        <ParticipantActivityList participants={session.cohort.participants} alp={alp} />
      </Field>
    );
  return (
    <>
      <Field label="Facilitators">
        <PeopleNames people={session.facilitators} />
      </Field>
      <Field label="Co-facilitators">
        <PeopleNames people={session.co_facilitators} max={CO_FACILITATOR_NAMES.shown} ellipsisFrom={CO_FACILITATOR_NAMES.ellipsisFrom} />
      </Field>
      {view === 'assignments_attendance' ? (
        <>
          <Field label="Producer">
            <PeopleNames people={producer} />
          </Field>
          <Field label="Missing attendance">
            <MissingAttendanceList missing={missing} />
          </Field>
        </>
      ) : (
        <>
          <Field label="Producer">
            <PeopleNames people={producer} />
          </Field>
          <Field label="Quality">
            <PeopleNames people={session.cohort.qualities} />
          </Field>
          <Field label="Coaches">
            <PeopleNames people={session.cohort.alp_coachs} />
          </Field>
        </>
      )}
    </>
  );
}

/**
 * The sessions on a phone or tablet (issue 17): one card each, its Roster link at the top beside
 * the date, the view's columns as labelled fields, the year and 'Not Yet Scheduled' groups as
 * headings. The cards scroll with the page.
 */
export function SessionCards({ sessions, from, view, viewCities, missingAttendance, alp }: SessionsTableProps) {
  const items = useMemo(() => withGroupHeaders(sessions, from), [sessions, from]);
  return (
    <Box component="ul" aria-label="Cohort sessions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Fragment key={item.key}>
          {item.kind === 'header' ? (
            <Box component="li" data-testid="group-header" sx={{ px: 2, py: 1, bgcolor: 'grey.100', fontWeight: 600 }}>
              {item.label}
            </Box>
          ) : (
            <Box
              component="li"
              data-testid="dashboard-row"
              sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
              aria-label={`${item.session.cohort.name}, ${unitLabel(item.session.unit_id)}`}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minWidth: 0 }}>
                  <SessionDate session={item.session} />
                  <Box>
                    <SessionUnit session={item.session} />
                  </Box>
                </Box>
                <Button
                  component={RouterLink}
                  to={sessionRosterPath(item.session)}
                  size="small"
                  variant="outlined"
                  aria-label={`Roster of ${item.session.cohort.name}, ${unitLabel(item.session.unit_id)}`}
                  data-testid="roster-link"
                  sx={{ flexShrink: 0 }}
                >
                  Roster
                </Button>
              </Box>
              <Box sx={{ mt: 1 }}>
                <SessionCohort session={item.session} viewCities={viewCities} />
              </Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5, mt: 1, mb: 0 }}
              >
                <ViewFields
                  session={item.session}
                  view={view}
                  missing={missingAttendance[String(item.session.cohort.id)] ?? NO_MISSING}
                  alp={alp}
                />
              </Box>
            </Box>
          )}
        </Fragment>
      ))}
    </Box>
  );
}
