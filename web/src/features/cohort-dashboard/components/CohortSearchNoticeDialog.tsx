import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Cohort not found' (spec 01 §8), or the reason the search failed. */
export function CohortSearchNoticeDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="cohort-search-notice-title" aria-describedby="cohort-search-notice-text">
      <DialogTitle id="cohort-search-notice-title">Cohort search</DialogTitle>
      <DialogContent>
        <DialogContentText id="cohort-search-notice-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
