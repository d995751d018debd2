import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { PendingImportUser } from '@shared/user-import/types';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { IMPORT_TEXT } from '@shared/user-import/texts';

/** Spec 02 §8: the possible duplicates an import created as Pending, listed in an error dialog. */
export function PendingUsersDialog({ users, open, onClose }: { users: readonly PendingImportUser[]; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="import-pending-title">
      <DialogTitle id="import-pending-title" sx={{ color: 'error.main' }}>
        {IMPORT_TEXT.pendingTitle}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{USER_FORM_TEXT.pendingWarning}</DialogContentText>
        <List dense>
          {users.map((u) => (
            <ListItem key={u.user_id} disableGutters>
              <ListItemText
                primary={`Row ${u.row}: ${u.name || u.username} (${u.username}, ${u.email})`}
                secondary={`May duplicate: ${u.duplicates.map((d) => `${d.name} (${d.username})`).join(', ')}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
