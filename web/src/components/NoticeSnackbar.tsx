import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

export interface Notice {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/** The outcome of an administrator's change (saved, deleted, refused), shown at the top; successes fade. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={notice?.severity === 'success' ? 5000 : null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert severity={notice?.severity ?? 'success'} onClose={onClose} role="alert" variant="filled">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = useCallback(() => setNotice(null), []);
  return { notice, setNotice, close };
}
