import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The attendance policy modal with a Print button; the framed policy page comes later. */
export function AttendancePolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="attendance-policy-title" fullWidth maxWidth="md">
      <DialogTitle id="attendance-policy-title">Attendance Policy</DialogTitle>
      <DialogContent>
        <DialogContentText>The attendance policy page is not available yet.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.print()}>Print</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
