import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useNoticeKey } from '@/components/notice-key';

export interface Notice {
  severity: 'success' | 'info' | 'error' | 'warning';
  text: string;
  /** Offer Reload (a concurrent save was refused). */
  reload?: boolean;
}

/**
 * The roster's message at the top of the screen: a success hides after 6 s, the others stay until
 * closed. A notice that replaces one still shown gets its 6 s in full (keyed per notice).
 */
export function RosterNotice({ notice, onClose, onReload }: { notice: Notice | null; onClose: () => void; onReload: () => void }) {
  const { key, shown } = useNoticeKey(notice);
  return (
    <Snackbar
      key={key}
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={notice?.severity === 'success' ? 6000 : null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert
        severity={shown?.severity ?? 'info'}
        onClose={onClose}
        data-testid="roster-notice"
        action={
          shown?.reload ? (
            <Button color="inherit" size="small" onClick={onReload}>
              Reload
            </Button>
          ) : undefined
        }
      >
        {shown?.text}
      </Alert>
    </Snackbar>
  );
}
