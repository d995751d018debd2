/**
 * /dashboard/cohort/{cohortId}/event/{eventId}/unit/{unitId}/cohort/{postId}: the roster of the
 * event's unit (spec 01 §2 "Roster screen"), with its Reports and Downloads, the unit evaluation
 * report link once the unit is over, and the attendance history for administrators.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RosterParticipant, RosterResponse, RosterUnitOption } from '@shared/api/types/roster';
import { allows } from '@shared/auth/capabilities';
import { MESSAGES } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import NotFoundPage from '@/components/NotFoundPage';
import { ApiError, errorText } from '@/lib/api-client';
import { isAdministrator, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useLoginAs } from '@/lib/use-login-as';
import { type GuestOption, removeMakeup, rosterKeys, saveAlpForm, saveAttendance, saveMakeup } from '../api/roster';
import { AddGuest } from '../components/AddGuest';
import { AttendanceHistory } from '../components/AttendanceHistory';
import { ParticipantTable } from '../components/ParticipantTable';
import { RosterDetails } from '../components/RosterDetails';
import { RosterHeader } from '../components/RosterHeader';
import { UnitSelect } from '../components/UnitSelect';
import { useRosterData } from '../hooks/useRosterData';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import {
  type Edits,
  type Mark,
  PI_COURSE,
  type SortDirection,
  type SortField,
  buildSaveBody,
  halves,
  hasChanges,
  independentStudyOffenders,
  mailtoAll,
  markKey,
  markOf,
  sortParticipants,
} from '../utils/roster';

const DIGITS = /^\d+$/;

// Its reports and their tables load only when someone opens them.
const ReportsDialog = lazy(() => import('../components/reports/ReportsDialog').then((m) => ({ default: m.ReportsDialog })));

export default function RosterPage() {
  const { cohortId = '', eventId = '', postId = '' } = useParams();
  if (!DIGITS.test(cohortId) || !DIGITS.test(eventId)) return <NotFoundPage />;
  return <Roster cohortId={Number(cohortId)} eventId={Number(eventId)} postId={postId} />;
}

interface Notice {
  severity: 'success' | 'error' | 'warning';
  text: string;
  reload?: boolean;
}

/** The roster with the loaded marks written in (after a save, before the refetch lands). */
function withEdits(roster: RosterResponse, edits: Edits, version: number): RosterResponse {
  return {
    ...roster,
    version,
    participants: roster.participants.map((participant) => ({
      ...participant,
      infoAttendance: participant.infoAttendance.map((entry) => ({ ...entry, ...(edits[markKey(participant.generalInformation.id, entry.day)] ?? {}) })),
    })),
  };
}

function Roster({ cohortId, eventId, postId }: { cohortId: number; eventId: number; postId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = rolesOf(useSession().nislData);
  const canEdit = allows('roster_edit', roles);
  const admin = isAdministrator(roles);
  const data = useRosterData(cohortId, eventId);
  const roster = data.roster.data;
  const cohort = data.cohort.data;

  // Edits belong to one loaded sheet: another unit or a new version starts clean.
  const sheetKey = `${eventId}:${roster?.version ?? ''}`;
  const [editState, setEditState] = useState<{ key: string; marks: Edits }>({ key: sheetKey, marks: {} });
  const edits = editState.key === sheetKey ? editState.marks : {};
  const setEdits = (update: (marks: Edits) => Edits) => setEditState({ key: sheetKey, marks: update(edits) });
  const [formEdits, setFormEdits] = useState<Record<number, boolean>>({});
  const [independentMode, setIndependentMode] = useState(false);
  const [sort, setSort] = useState<{ field: SortField; direction: SortDirection }>({ field: 'lastName', direction: 'asc' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [makeupToDelete, setMakeupToDelete] = useState<RosterParticipant | null>(null);
  const [reportsOpened, setReportsOpened] = useState<boolean | null>(null);
  const loginAs = useLoginAs();

  const dirty = roster ? hasChanges(roster, edits) : false;
  const blocker = useUnsavedChangesGuard(dirty);
  const rosterKey = rosterKeys.roster(cohortId, eventId);
  const refetchRoster = () => queryClient.invalidateQueries({ queryKey: rosterKey });

  const save = useMutation({
    mutationFn: saveAttendance,
    onSuccess: async (answer) => {
      if (roster) queryClient.setQueryData(rosterKey, withEdits(roster, edits, answer.version));
      setNotice({ severity: 'success', text: MESSAGES.attendanceSaved });
      await refetchRoster();
    },
    onError: (error) => {
      setNotice({
        severity: 'error',
        text: errorText(error, MESSAGES.attendanceSaveError(MESSAGES.internalError)),
        reload: error instanceof ApiError && error.status === 409,
      });
    },
  });

  const alpForm = useMutation({
    mutationFn: saveAlpForm,
    onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message || MESSAGES.alpFormSaved }),
    onError: (error, variables) => {
      setFormEdits((current) => ({ ...current, [variables.participantId]: !variables.status }));
      setNotice({ severity: 'error', text: errorText(error, MESSAGES.alpFormSaveError(MESSAGES.internalError)) });
    },
  });

  const addMakeup = useMutation({ mutationFn: saveMakeup });
  const deleteMakeup = useMutation({
    mutationFn: removeMakeup,
    onSuccess: async (answer) => {
      setNotice({ severity: 'success', text: answer.message || MESSAGES.makeupRemoved });
      await refetchRoster();
    },
    onError: (error) => setNotice({ severity: 'error', text: errorText(error, MESSAGES.internalError) }),
  });

  const sorted = useMemo(() => (roster ? sortParticipants(roster.participants, sort.field, sort.direction) : []), [roster, sort]);
  const [left, right] = halves(sorted);

  const heading = (
    <Typography variant="h5" component="h1">
      Roster
    </Typography>
  );
  const failed = data.roster.error ?? data.cohort.error;
  if (failed) {
    return (
      <Box sx={{ p: 2 }}>
        {heading}
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(failed, MESSAGES.internalError)}
        </Alert>
      </Box>
    );
  }
  if (!roster || !cohort) {
    return (
      <Box sx={{ p: 2 }}>
        {heading}
        <CircularProgress sx={{ mt: 2 }} aria-label="Loading roster" />
      </Box>
    );
  }

  const showAttendance = !cohort.isCoaching;
  const locked = !canEdit;
  const field: keyof Mark = independentMode ? 'independentAttendance' : 'attendance';
  const currentMark = (participant: RosterParticipant, day: number) => markOf(participant, day, edits);
  const setMark = (participants: RosterParticipant[], day: number, value: boolean) =>
    setEdits((marks) => {
      const next = { ...marks };
      for (const participant of participants) next[markKey(participant.generalInformation.id, day)] = { ...markOf(participant, day, marks), [field]: value };
      return next;
    });

  const onSave = () => {
    const body = buildSaveBody(cohort, roster, edits);
    if (independentStudyOffenders(body).length > 0) {
      setNotice({ severity: 'warning', text: MESSAGES.independentStudyOneDay });
      return;
    }
    save.mutate(body);
  };

  const onUnit = (unit: RosterUnitOption) => {
    void navigate(`/dashboard/cohort/${cohortId}/event/${unit.unit_id}/unit/${unit.value}/cohort/${postId || cohort.postId}`);
  };

  const onAdd = async (guest: GuestOption | null): Promise<boolean> => {
    if (!guest) {
      setNotice({ severity: 'warning', text: MESSAGES.selectParticipant });
      return false;
    }
    try {
      const answer = await addMakeup.mutateAsync({ cohortId, eventUnit: roster.unit, participantId: guest.id });
      if (!answer.isSaved) {
        setNotice({ severity: 'error', text: answer.message });
        return false;
      }
      setNotice({ severity: 'success', text: answer.message || MESSAGES.makeupSaved });
      await refetchRoster();
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error, MESSAGES.internalError) });
      return false;
    }
  };

  const tableProps = {
    days: roster.days,
    showAttendance,
    independentMode,
    locked,
    canEdit,
    statusLabel: cohort.course.name === PI_COURSE ? 'PI Status' : 'ALp Status',
    sort,
    onSort: (next: SortField) =>
      setSort((current) => ({ field: next, direction: current.field === next && current.direction === 'asc' ? 'desc' : 'asc' })),
    markOf: currentMark,
    formOf: (participant: RosterParticipant) => formEdits[participant.generalInformation.id] ?? participant.generalInformation.alpForm,
    onMark: (participant: RosterParticipant, day: number, value: boolean) => setMark([participant], day, value),
    onForm: (participant: RosterParticipant, value: boolean) => {
      setFormEdits((current) => ({ ...current, [participant.generalInformation.id]: value }));
      alpForm.mutate({ cohortId, participantId: participant.generalInformation.id, status: value, isMakeup: participant.generalInformation.isMakeup });
    },
    onDeleteMakeup: setMakeupToDelete,
    onLoginAs: admin ? (participant: RosterParticipant) => loginAs.mutate(participant.generalInformation.id) : undefined,
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {heading}
          <UnitSelect units={data.units.data ?? []} current={roster.unit} onChange={onUnit} />
        </Stack>
        <RosterHeader
          cohort={cohort}
          meeting={data.meeting.data}
          mailto={mailtoAll(roster.participants)}
          showIndependentToggle={admin && showAttendance}
          independentMode={independentMode}
          onIndependentMode={setIndependentMode}
          onReports={() => setReportsOpened(true)}
          showSave={showAttendance}
          canSave={canEdit && dirty}
          saving={save.isPending}
          onSave={onSave}
        />
        <RosterDetails cohort={cohort} roster={roster} />
        {loginAs.errorMessage && (
          <Alert severity="error" onClose={() => loginAs.reset()} data-testid="login-as-error">
            {loginAs.errorMessage}
          </Alert>
        )}
        {roster.unitPassed && (
          <Link
            component={RouterLink}
            to={`/dashboard/cohort/${cohortId}/unit/${roster.unit}/evaluation?postId=${postId || cohort.postId}`}
            target="_blank"
            // Same origin: with an opener the new tab starts with a copy of this tab's session
            // storage, so a logon pop-up put off with 'Later' stays put off there.
            rel="opener"
            data-testid="unit-evaluation-link"
            sx={{ alignSelf: 'flex-start' }}
          >
            Unit Evaluation Report
          </Link>
        )}
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {cohort.isCoaching ? 'Coachees' : 'Participants'} ({roster.participants.length})
            </Typography>
            {showAttendance &&
              roster.days.map((day) => {
                const all = roster.participants.length > 0 && roster.participants.every((participant) => currentMark(participant, day.day)[field]);
                return (
                  <FormControlLabel
                    key={day.day}
                    label={`Select All Day ${day.day}`}
                    control={
                      <Checkbox
                        size="small"
                        checked={all}
                        disabled={locked || day.isFuture || roster.participants.length === 0}
                        onChange={() => setMark(roster.participants, day.day, !all)}
                        slotProps={{ input: { ...({ 'data-testid': 'select-all', 'data-day': day.day } as object) } }}
                      />
                    }
                  />
                );
              })}
            {independentMode && <Alert severity="info" sx={{ py: 0 }}>Independent Study mode: the day checkboxes set I/S.</Alert>}
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: right.length > 0 ? '1fr 1fr' : '1fr' }, gap: 2, overflowX: 'auto' }}>
            <ParticipantTable participants={left} {...tableProps} />
            {right.length > 0 && <ParticipantTable participants={right} {...tableProps} />}
          </Box>
        </Paper>
        {canEdit && <AddGuest cohortId={cohortId} eventId={eventId} adding={addMakeup.isPending} onAdd={onAdd} />}
        {roster.history && <AttendanceHistory roster={roster} history={roster.history} />}
      </Stack>

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
        open={makeupToDelete !== null}
        text={MESSAGES.deleteMakeupConfirm}
        onCancel={() => setMakeupToDelete(null)}
        onConfirm={() => {
          if (makeupToDelete) deleteMakeup.mutate({ cohortId, participantId: makeupToDelete.generalInformation.id, eventUnit: roster.unit });
          setMakeupToDelete(null);
        }}
      />
      <ConfirmDialog open={blocker.state === 'blocked'} text={MESSAGES.unsavedChanges} onCancel={() => blocker.reset?.()} onConfirm={() => blocker.proceed?.()} />
      <Snackbar
        open={notice !== null}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={notice?.severity === 'success' ? 6000 : null}
        onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
      >
        <Alert
          severity={notice?.severity ?? 'info'}
          onClose={() => setNotice(null)}
          data-testid="roster-notice"
          action={
            notice?.reload ? (
              <Button
                color="inherit"
                size="small"
                onClick={async () => {
                  setNotice(null);
                  setEditState({ key: sheetKey, marks: {} });
                  await refetchRoster();
                }}
              >
                Reload
              </Button>
            ) : undefined
          }
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
