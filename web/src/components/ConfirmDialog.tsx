import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DISCARD_BUTTONS, LEAVE_PAGE_BUTTONS } from '@shared/texts/confirm';
import { useId } from 'react';

/** The labels of a question asked before unsaved changes are dropped (spread into ConfirmDialog). */
export const DISCARD_CHANGES = { confirmLabel: DISCARD_BUTTONS.discard, cancelLabel: DISCARD_BUTTONS.keep } as const;

/** The labels of a question asked before a page is left whose changes stay on the device (the roster). */
export const LEAVE_PAGE = { confirmLabel: LEAVE_PAGE_BUTTONS.leave, cancelLabel: LEAVE_PAGE_BUTTONS.stay } as const;

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
  /** The other button's label ('No' for a Yes/No question); null: none, a message with its one button. */
  cancelLabel?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question: Cancel (or `cancelLabel`), and the confirming button (focused); a message when `cancelLabel` is null. */
export function ConfirmDialog({
  open,
  text,
  confirmLabel = 'OK',
  confirmColor = 'primary',
  busy = false,
  cancelLabel = 'Cancel',
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
        {cancelLabel !== null && <Button onClick={onCancel}>{cancelLabel}</Button>}
        <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
