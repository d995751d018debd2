import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { useId } from 'react';
import { isAdministrator, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import type { PageLock, PageLockState } from './usePageLock';

type Refused = Extract<PageLockState, { status: 'refused' }> & Pick<PageLock, 'takeOver'>;

/**
 * What an edit screen shows instead of its form when usePageLock is refused (someone else holds
 * the page, spec 02 §4): the screen's title, the server's message and OK, which closes the screen.
 * An administrator may also take the page over from its holder (issue 34), which opens the form.
 * The user modal and the cohort form show the same.
 */
export function PageLockRefusal({ title, lock, onClose }: { title: string; lock: Refused; onClose: () => void }) {
  const titleId = useId();
  const hintId = useId();
  const { nislData } = useSession();
  const mayTakeOver = lock.holder !== undefined && isAdministrator(rolesOf(nislData));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" role="alert">
          {lock.message}
        </Alert>
        {mayTakeOver && (
          <DialogContentText id={hintId} sx={{ mt: 2 }}>
            {USER_FORM_TEXT.takeOverHint(lock.holder!.name)}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mayTakeOver && (
          <Button onClick={() => void lock.takeOver()} aria-describedby={hintId}>
            {USER_FORM_TEXT.takeOver(lock.holder!.name)}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
