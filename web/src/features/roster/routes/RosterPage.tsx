/**
 * /dashboard/cohort/{cohortId}/event/{eventId}/unit/{unitId}/cohort/{postId}: the roster of the
 * event's unit (spec 01 §2 "Roster screen"), with its Reports and Downloads, the unit evaluation
 * report link once the unit is over, and the attendance history for administrators.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DeliveredUnitOption, RosterParticipant } from '@shared/roster/types';
import { allows } from '@shared/auth/capabilities';
import * as MESSAGES from '@shared/texts/general';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog, LEAVE_PAGE } from '@/components/ConfirmDialog';
import NotFoundPage from '@/components/NotFoundPage';
import { rosterPath } from '@/lib/paths';
import { isAdministrator, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useLoginAs } from '@/lib/use-login-as';
import { AddGuest } from '../components/AddGuest';
import { AttendanceHistory } from '../components/AttendanceHistory';
import { ParticipantsPanel } from '../components/ParticipantsPanel';
import { RosterConflict } from '../components/RosterConflict';
import { RosterDetails } from '../components/RosterDetails';
import { RosterHeader } from '../components/RosterHeader';
import { type Notice, RosterNotice } from '../components/RosterNotice';
import { RosterHeading, RosterStatus } from '../components/RosterStatus';
import { SaveBar } from '../components/SaveBar';
import { UnitEvaluationLink } from '../components/UnitEvaluationLink';
import { UnitSelect } from '../components/UnitSelect';
import { useAlpForms } from '../hooks/useAlpForms';
import { useMakeups } from '../hooks/useMakeups';
import { useRosterSheet } from '../hooks/useRosterSheet';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { type Mark, PI_COURSE, type SortDirection, type SortField, mailtoAll, sortParticipants } from '../utils/roster';

const DIGITS = /^\d+$/;

// Its reports and their tables load only when someone opens them.
const ReportsDialog = lazy(() => import('../components/reports/ReportsDialog').then((m) => ({ default: m.ReportsDialog })));

export default function RosterPage() {
  const { cohortId = '', eventId = '', postId = '' } = useParams();
  if (!DIGITS.test(cohortId) || !DIGITS.test(eventId)) return <NotFoundPage />;
  return <Roster cohortId={Number(cohortId)} eventId={Number(eventId)} postId={postId} />;
}

function Roster({ cohortId, eventId, postId }: { cohortId: number; eventId: number; postId: string }) {
  const navigate = useNavigate();
  const roles = rolesOf(useSession().nislData);
  const canEdit = allows('roster_edit', roles);
  const admin = isAdministrator(roles);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sheet = useRosterSheet(cohortId, eventId, setNotice);
  const forms = useAlpForms(cohortId, setNotice);
  const makeups = useMakeups(cohortId, setNotice, sheet.refetch);
  const blocker = useUnsavedChangesGuard(sheet.dirty || sheet.status === 'queued');
  // Phones and tablets (below MUI's md, 900 px): the compact participant table.
  const compact = useMediaQuery('(max-width:899.95px)');
  const [independentMode, setIndependentMode] = useState(false);
  const [sort, setSort] = useState<{ field: SortField; direction: SortDirection }>({ field: 'lastName', direction: 'asc' });
  const [reportsOpened, setReportsOpened] = useState<boolean | null>(null);
  const loginAs = useLoginAs();

  const { roster, cohort } = sheet;
  const sorted = useMemo(() => (roster ? sortParticipants(roster.participants, sort.field, sort.direction) : []), [roster, sort]);

  // The same frame as the loaded page below, down to its heading: React keeps that h1, and with it
  // the focus the route change put there (route-focus.ts), when the sheet arrives.
  if (sheet.error || !roster || !cohort)
    return (
      <Box sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <RosterHeading />
          </Stack>
          <RosterStatus error={sheet.error} />
        </Stack>
      </Box>
    );

  const showAttendance = !cohort.isCoaching;
  const locked = !canEdit;
  const field: keyof Mark = independentMode ? 'independentAttendance' : 'attendance';
  const rosterPostId = postId || cohort.postId;

  const onUnit = (unit: DeliveredUnitOption) => {
    void navigate(rosterPath({ cohortId, eventId: unit.unit_id, unitId: unit.value, postId: rosterPostId }));
  };

  const table = {
    days: roster.days,
    showAttendance,
    independentMode,
    locked,
    canEdit,
    statusLabel: cohort.course.name === PI_COURSE ? 'PI Status' : 'ALp Status',
    sort,
    onSort: (next: SortField) =>
      setSort((current) => ({ field: next, direction: current.field === next && current.direction === 'asc' ? 'desc' : 'asc' })),
    markOf: sheet.markOf,
    formOf: forms.formOf,
    onMark: (participant: RosterParticipant, day: number, value: boolean) => sheet.setMarks([participant], day, field, value),
    onForm: forms.setForm,
    onDeleteMakeup: makeups.askDelete,
    onLoginAs: admin ? (participant: RosterParticipant) => loginAs.mutate(participant.generalInformation.id) : undefined,
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <RosterHeading />
          <UnitSelect units={sheet.units ?? []} current={roster.unit} onChange={onUnit} />
        </Stack>
        <RosterHeader
          cohort={cohort}
          meeting={sheet.meeting}
          mailto={mailtoAll(roster.participants)}
          showIndependentToggle={admin && showAttendance}
          independentMode={independentMode}
          onIndependentMode={setIndependentMode}
          onReports={() => setReportsOpened(true)}
        />
        <RosterDetails cohort={cohort} roster={roster} />
        {loginAs.errorMessage && (
          <Alert severity="error" onClose={() => loginAs.reset()} data-testid="login-as-error">
            {loginAs.errorMessage}
          </Alert>
        )}
        {sheet.conflicts.length > 0 && (
          <RosterConflict
            conflicts={sheet.conflicts}
            saving={sheet.saving}
            onKeepMine={sheet.keepMine}
            onUseTheirs={() => {
              setNotice(null);
              void sheet.reload();
            }}
          />
        )}
        {roster.unitPassed && <UnitEvaluationLink cohortId={cohortId} unit={roster.unit} postId={rosterPostId} />}
        <ParticipantsPanel
          roster={roster}
          title={cohort.isCoaching ? 'Coachees' : 'Participants'}
          sorted={sorted}
          field={field}
          table={table}
          onSelectAll={(day, value) => sheet.setMarks(roster.participants, day, field, value)}
          compact={compact}
        />
        {canEdit && (
          <AddGuest cohortId={cohortId} eventId={eventId} adding={makeups.adding} onAdd={(guest) => makeups.add(guest, roster.unit)} />
        )}
        {allows('user_admin', roles) && <AttendanceHistory cohortId={cohortId} roster={roster} />}
      </Stack>
      {showAttendance && (
        <SaveBar
          status={sheet.status}
          canSave={canEdit && sheet.dirty && !sheet.saving && sheet.status !== 'conflict'}
          onSave={sheet.save}
          onRetry={sheet.retry}
        />
      )}

      {reportsOpened !== null && (
        <Suspense fallback={null}>
          <ReportsDialog
            open={reportsOpened}
            onClose={() => setReportsOpened(false)}
            cohort={cohort}
            eventId={eventId}
            canAudit={allows('attendance_audit', roles)}
            canCreateCertificates={allows('certificates_issue', roles)}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={makeups.toDelete !== null}
        text={MESSAGES.deleteMakeupConfirm}
        onCancel={makeups.cancelDelete}
        onConfirm={() => makeups.confirmDelete(roster.unit)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        text={MESSAGES.unsavedChanges}
        {...LEAVE_PAGE}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
      <RosterNotice
        notice={notice}
        onClose={() => setNotice(null)}
        onReload={async () => {
          setNotice(null);
          await sheet.reload();
        }}
      />
    </Box>
  );
}
