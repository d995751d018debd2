import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { NO_LOGIN_AS_ROLE_ID, ROLE_BY_SLUG } from '@shared/auth/roles';
import * as MESSAGES from '@shared/texts/general';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { userEditPage } from '@shared/locks/types';
import type { SaveUserAnswer } from '@shared/users/form.types';
import { useMemo, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { isSeniorAdmin, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useLoginAs } from '@/lib/use-login-as';
import { ConfirmDialog, DISCARD_CHANGES } from '@/components/ConfirmDialog';
import { useDeleteUser, useSaveUser } from '../../api/user-modal';
import { FieldErrorSummary, useFieldErrors } from '../field-errors';
import { PageLockRefusal } from '../PageLockRefusal';
import { usePageLock } from '../usePageLock';
import { RecordFacts } from './RecordFacts';
import { UserForm } from './UserForm';
import { createBody, formProblems, newUserValues, updateBody, valuesOf, type UserFormValues } from './user-form-state';

/** Props of the user create/edit modal of admin tab 1: `userId` null creates a new account. */
export interface UserModalProps {
  userId: number | null;
  onClose: (changed: boolean) => void;
}

const NATIONAL_FACILITATOR_ID = ROLE_BY_SLUG.facilitator_national.id;

/**
 * The user create/edit modal (spec 02 §2, §5). Editing first takes the page lock (usePageLock):
 * someone else's lock shows the lock message instead of the form. Closing stays on the Users tab
 * (docs/decisions/account-administration.md): user/edit/{id} is the name of the locked page.
 */
export function UserModal({ userId, onClose }: UserModalProps) {
  const { nislData } = useSession();
  const myId = nislData?.userID ?? null;
  const senior = isSeniorAdmin(rolesOf(nislData));
  const creating = userId === null;
  const lock = usePageLock(creating ? null : userEditPage(userId), myId);
  // A lost lock keeps the loaded account on screen (usePageLock).
  const loaded = lock.status === 'held' || lock.status === 'lost' ? lock : undefined;
  const record = loaded?.record;

  const initial = useMemo(() => (record ? valuesOf(record) : creating ? newUserValues() : null), [record, creating]);
  const [edited, setEdited] = useState<UserFormValues | null>(null);
  const values = edited ?? initial;
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(initial);

  // What stops the save, on its fields and at the top; `warning` is what the form says meanwhile (state before district).
  const errors = useFieldErrors(values ? formProblems(values, creating, NATIONAL_FACILITATOR_ID) : []);
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState<SaveUserAnswer | null>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const [deleted, setDeleted] = useState(false);
  const loginAs = useLoginAs();

  const save = useSaveUser({
    onSuccess: (answer) => {
      if (answer.message === USER_FORM_TEXT.pending) setPending(answer);
      else onClose(true);
    },
  });
  const remove = useDeleteUser({ onSuccess: () => setDeleted(true) });

  const cancel = () => (dirty ? setConfirm('cancel') : onClose(false));
  const submit = () => {
    if (!values) return;
    setWarning(null);
    if (errors.check())
      save.mutate(creating ? { id: null, body: createBody(values) } : { id: userId, body: updateBody(values, record!.version) });
  };

  if (lock.status === 'refused') {
    return <PageLockRefusal title={`User Profile - ID ${userId}`} lock={lock} onClose={() => onClose(false)} />;
  }

  if (pending || deleted) {
    return (
      <Dialog open onClose={() => onClose(true)} aria-labelledby="user-result-title">
        <DialogTitle id="user-result-title">{pending ? `User Profile - ID ${pending.user.id}` : `User Profile - ID ${userId}`}</DialogTitle>
        <DialogContent>
          <Alert severity={pending ? 'warning' : 'success'} role="alert">
            {pending ? USER_FORM_TEXT.pendingWarning : USER_FORM_TEXT.deleted}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => onClose(true)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const holdsNoLoginAs = record?.roles.includes(NO_LOGIN_AS_ROLE_ID) ?? true;
  const serverProblem = errors.shown.length
    ? null
    : save.error
      ? errorText(save.error, MESSAGES.internalError)
      : remove.error
        ? errorText(remove.error, MESSAGES.internalError)
        : null;
  const shown = warning ?? serverProblem ?? loginAs.errorMessage;

  return (
    <Dialog open onClose={cancel} maxWidth="md" fullWidth aria-labelledby="user-modal-title">
      <DialogTitle id="user-modal-title">{creating ? 'Create new user' : `User Profile - ID ${userId}`}</DialogTitle>
      <FieldErrorSummary errors={errors} sx={{ mx: 3, mb: 2 }} />
      <DialogContent dividers>
        {lock.status === 'lost' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {lock.message}
          </Alert>
        )}
        {!values ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading the account" />
          </Box>
        ) : (
          <UserForm
            values={values}
            onChange={(next) => {
              setEdited(next);
              setWarning(null);
            }}
            creating={creating}
            ownAccount={!creating && userId === myId}
            onWarning={setWarning}
            errors={errors}
          />
        )}
        {record && <RecordFacts record={record} facts={loaded?.facts} />}
        {shown && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {shown}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {!creating && senior && (
          <Button color="error" onClick={() => setConfirm('delete')} disabled={!record} sx={{ mr: 'auto' }}>
            Delete
          </Button>
        )}
        <Button onClick={cancel}>Cancel</Button>
        {!creating && !holdsNoLoginAs && (
          <Button onClick={() => loginAs.mutate(userId)} loading={loginAs.isPending}>
            Login As
          </Button>
        )}
        <Button variant="contained" onClick={submit} loading={save.isPending} disabled={!values}>
          {creating ? 'Create' : 'Update'}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirm === 'cancel'}
        text={USER_FORM_TEXT.unsavedChanges}
        {...DISCARD_CHANGES}
        confirmColor="error"
        onConfirm={() => onClose(false)}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        text={USER_FORM_TEXT.deleteConfirm}
        confirmColor="error"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => {
          setConfirm(null);
          remove.mutate(userId!);
        }}
        onCancel={() => setConfirm(null)}
      />
    </Dialog>
  );
}
