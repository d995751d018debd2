import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** Props of the user create/edit modal of admin tab 1: `userId` null creates a new account. */
export interface UserModalProps {
  userId: number | null;
  onClose: (changed: boolean) => void;
}

/**
 * The user create/edit modal (spec 02 §2 "User create/edit modal"). First version: the frame
 * with its title and Cancel; the fields, page lock and actions follow.
 */
export function UserModal({ userId, onClose }: UserModalProps) {
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="md" fullWidth>
      <DialogTitle>{userId === null ? 'Create new user' : `User Profile - ID ${userId}`}</DialogTitle>
      <DialogContent />
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
