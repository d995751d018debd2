import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  severity: 'success' | 'info' | 'error' | 'warning';
  text: string;
  /** Offer Reload (a concurrent save was refused). */
  reload?: boolean;
}

/** The roster's message at the top of the screen: a success hides after 6 s, the others stay until closed. */
export function RosterNotice({ notice, onClose, onReload }: { notice: Notice | null; onClose: () => void; onReload: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={notice?.severity === 'success' ? 6000 : null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert
        severity={notice?.severity ?? 'info'}
        onClose={onClose}
        data-testid="roster-notice"
        action={
          notice?.reload ? (
            <Button color="inherit" size="small" onClick={onReload}>
              Reload
            </Button>
          ) : undefined
        }
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
