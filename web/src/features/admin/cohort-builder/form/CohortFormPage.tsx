import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CohortForEdit } from '@shared/cohort-builder/form.types';
import { COHORT_EDIT_LOCK_PREFIX } from '@shared/cohort-builder/list.texts';
import * as MESSAGES from '@shared/texts/general';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { Suspense, lazy, useId, useMemo, useReducer, useState } from 'react';
import { ConfirmDialog, DISCARD_CHANGES } from '@/components/ConfirmDialog';
import { ApiError, errorText } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { PageLockRefusal } from '../../components/PageLockRefusal';
import { usePageLock } from '../../components/usePageLock';
import { useAskBeforeTabLeave } from '../../components/tab-leave';
import { FieldErrorSummary, useFieldErrors } from '../../components/field-errors';
import { useCohortBuilderChoices, useCohortCourses, useCohortForEdit, useDeleteCohort, useSaveCohort } from '../api/cohort-form';
import { cohortFormReducer, formHeading, formProblems, initialState, isDirty } from './cohort-form-state';
import { DetailsPane } from './DetailsPane';
import type { CohortFormReference, CohortPaneProps } from './pane-props';
import { SettingsPane } from './SettingsPane';

export interface CohortFormPageProps {
  /** Null adds a new cohort. */
  cohortId: number | null;
  onClose: () => void;
}

type PaneName = 'assignments' | 'schedule' | 'settings';
const PANES: ReadonlyArray<{ value: PaneName; label: string }> = [
  { value: 'assignments', label: 'Assignments' },
  { value: 'schedule', label: 'Cohort Schedule' },
  { value: 'settings', label: 'Settings' },
];

/** The Assignments and Cohort Schedule panes, each its own chunk. */
const AssignmentsPane = lazy(() => import('./assignments/AssignmentsPane').then((m) => ({ default: m.AssignmentsPane })));
const SchedulePane = lazy(() => import('./schedule/SchedulePane').then((m) => ({ default: m.SchedulePane })));

/** The page-lock name of a cohort's edit page (spec 03 §4): by its post id. */
export const cohortEditPage = (postId: number) => `${COHORT_EDIT_LOCK_PREFIX}${postId}`;

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * The cohort form (spec 03 §2.4): add (`cohortId` null) or edit. Editing reads the cohort, then
 * takes the page lock `cohortbuilder/edit/{postId}` (checked on open, renewed every 5 minutes,
 * released on leaving: usePageLock); a refused lock shows PageLockRefusal, as the user form does.
 */
export default function CohortFormPage({ cohortId, onClose }: CohortFormPageProps) {
  if (cohortId === null) return <CohortEditor loaded={null} onClose={onClose} />;
  return <EditCohort key={cohortId} cohortId={cohortId} onClose={onClose} />;
}

function EditCohort({ cohortId, onClose }: { cohortId: number; onClose: () => void }) {
  const cohort = useCohortForEdit(cohortId);
  if (cohort.isPending) return <Loading label="Loading the cohort" />;
  if (cohort.isError)
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error" role="alert">
          {errorText(cohort.error, COHORT_TEXT.loadFailed)}
        </Alert>
        <Button onClick={onClose}>Back to the list</Button>
      </Box>
    );
  return <LockedCohort loaded={cohort.data} reload={async () => (await cohort.refetch()).data} onClose={onClose} />;
}

function LockedCohort({
  loaded,
  reload,
  onClose,
}: {
  loaded: CohortForEdit;
  reload: () => Promise<CohortForEdit | undefined>;
  onClose: () => void;
}) {
  const { nislData } = useSession();
  const lock = usePageLock(cohortEditPage(loaded.post_id), nislData?.userID ?? null);
  const [current, setCurrent] = useState({ loaded, generation: 0 });

  if (lock.status === 'checking') return <Loading label="Opening the cohort" />;
  if (lock.status === 'refused') return <PageLockRefusal title={formHeading(loaded.values)} lock={lock} onClose={onClose} />;
  return (
    <CohortEditor
      key={current.generation}
      loaded={current.loaded}
      lockLost={lock.status === 'lost' ? lock.message : null}
      onReload={async () => {
        const fresh = await reload();
        if (fresh) setCurrent((previous) => ({ loaded: fresh, generation: previous.generation + 1 }));
      }}
      onClose={onClose}
    />
  );
}

/** What a failed save shows. */
function SaveFailure({ error, onReload }: { error: Error; onReload?: () => void }) {
  if (error instanceof ApiError && error.status === 409)
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          onReload && (
            <Button color="inherit" size="small" onClick={onReload}>
              Reload
            </Button>
          )
        }
      >
        {COHORT_TEXT.changedMeanwhile}
      </Alert>
    );
  const detail = errorText(error, '');
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{COHORT_TEXT.saveFailed}</AlertTitle>
      {COHORT_TEXT.saveFailedDetail}
      {detail && detail !== COHORT_TEXT.saveFailedDetail && <Box sx={{ mt: 1 }}>{detail}</Box>}
    </Alert>
  );
}

function CohortEditor({
  loaded,
  lockLost = null,
  onReload,
  onClose,
}: {
  loaded: CohortForEdit | null;
  lockLost?: string | null;
  onReload?: () => void;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(cohortFormReducer, loaded, initialState);
  const { values, people } = state;
  const editing = values.id !== null;
  const dirty = isDirty(state);
  // Switching admin tabs drops the form like Cancel does: it asks the same question first.
  useAskBeforeTabLeave(dirty ? COHORT_TEXT.cancelWithChanges : null);
  const [pane, setPane] = useState<PaneName>('assignments');
  // A field on the Settings pane (the Force End reason) opens that pane before it takes the focus.
  const errors = useFieldErrors(formProblems(values), { reveal: (field) => field === 'force_end_reason' && setPane('settings') });
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const headingId = useId();

  const choices = useCohortBuilderChoices();
  const courses = useCohortCourses();
  const reference = useMemo((): CohortFormReference => {
    const course = courses.data?.courses.find((c) => c.value === values.course_id);
    return {
      course: course && {
        id: course.value,
        key: course.key,
        name: course.label,
        section_units: course.section_units,
        is_nisl: course.is_nisl,
      },
      deliveryModel: choices.data?.deliveryModels.find((d) => d.id === values.delivery_model_id),
      meetingTypes: choices.data?.meetingTypes ?? [],
    };
  }, [courses.data, choices.data, values.course_id, values.delivery_model_id]);

  const save = useSaveCohort({
    onSuccess: onClose,
    onError: (error) => {
      // Spec 03 §4: Force End refused while future events exist resets the box.
      if (errorText(error, '') === COHORT_TEXT.forceEndBlocked) dispatch({ type: 'resetForceEnd' });
    },
  });
  const remove = useDeleteCohort({ onSuccess: onClose });

  const paneProps: CohortPaneProps = {
    values,
    people,
    reference,
    onChange: (patch, added) => dispatch({ type: 'patch', patch, added }),
    errors,
  };
  const cancel = () => (dirty ? setConfirm('cancel') : onClose());
  const submit = () => {
    if (errors.check()) save.mutate(values);
  };

  const ActivePane = pane === 'assignments' ? AssignmentsPane : SchedulePane;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: (theme) => theme.zIndex.appBar - 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          py: 1,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {formHeading(values)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {editing && pane === 'settings' && (
            <Button color="error" variant="outlined" onClick={() => setConfirm('delete')} loading={remove.isPending}>
              DELETE
            </Button>
          )}
          <Button onClick={cancel}>Cancel</Button>
          <Button variant="contained" onClick={submit} loading={save.isPending}>
            OK
          </Button>
        </Box>
        <FieldErrorSummary errors={errors} />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
        {lockLost && (
          <Alert severity="error" role="alert">
            {lockLost}
          </Alert>
        )}
        {!errors.shown.length && save.error && <SaveFailure error={save.error} onReload={onReload} />}
        {remove.error && (
          <Alert severity="error" role="alert">
            {errorText(remove.error, MESSAGES.internalError)}
          </Alert>
        )}
      </Box>

      <DetailsPane {...paneProps} />

      <ToggleButtonGroup
        exclusive
        color="primary"
        value={pane}
        onChange={(_e, next: PaneName | null) => next && setPane(next)}
        aria-label="Cohort form section"
        sx={{ my: 3, flexWrap: 'wrap' }}
      >
        {PANES.map((p) => (
          <ToggleButton key={p.value} value={p.value}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Box component="section" aria-label={PANES.find((p) => p.value === pane)?.label}>
        {pane === 'settings' ? (
          <SettingsPane {...paneProps} forceEndLog={loaded?.force_end_log} />
        ) : (
          <Suspense fallback={<Loading label="Loading" />}>
            <ActivePane {...paneProps} />
          </Suspense>
        )}
      </Box>

      <ConfirmDialog
        open={confirm === 'cancel'}
        text={COHORT_TEXT.cancelWithChanges}
        {...DISCARD_CHANGES}
        confirmColor="error"
        onConfirm={onClose}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        text={COHORT_TEXT.deleteConfirm}
        confirmColor="error"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => {
          setConfirm(null);
          if (values.id !== null) remove.mutate(values.id);
        }}
        onCancel={() => setConfirm(null)}
      />
    </Box>
  );
}
