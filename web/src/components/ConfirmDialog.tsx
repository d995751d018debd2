import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, the dialog's accessible description. */
  text: string;
  /** The confirming button's label. */
  confirmLabel?: string;
  /** `error` (red) for an admin action that cannot be undone; the roster's questions keep the primary colour. */
  confirmColor?: 'primary' | 'error';
  /** The confirmed action is running: the button shows its progress. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question: Cancel, and the confirming button (focused). */
export function ConfirmDialog({
  open,
  text,
  confirmLabel = 'OK',
  confirmColor = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
