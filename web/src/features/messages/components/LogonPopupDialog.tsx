import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SafeHtml } from '@/components/SafeHtml';
import { usePopupMessage } from '../hooks/usePopupMessage';
import { PopupActions } from './PopupActions';

/**
 * The logon popup (spec 01 §2-§4): shown when the server has one for the user's roles; closing it
 * needs one of never / tomorrow / later.
 */
export function LogonPopupDialog({ enabled }: { enabled: boolean }) {
  const { popup, act } = usePopupMessage('logon_popup', enabled);
  if (!popup) return null;
  const title = popup.headline || 'Message';
  return (
    <Dialog
      open
      aria-labelledby="logon-popup-title"
      fullWidth
      maxWidth="sm"
      onClose={(_event, reason) => reason === 'escapeKeyDown' && act('later')}
    >
      <DialogTitle id="logon-popup-title">{title}</DialogTitle>
      <DialogContent>
        <SafeHtml html={popup.text} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PopupActions onAction={act} />
      </DialogActions>
    </Dialog>
  );
}
