import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { useNoticeKey } from './notice-key';

export interface Notice {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/**
 * The outcome of an administrator's change (saved, deleted, refused), shown at the top; successes
 * fade after 5 s. A notice that replaces one still shown gets its 5 s in full (MUI's Snackbar times
 * from opening, so the second of two quick changes would fade with the first).
 */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { key, shown } = useNoticeKey(notice);
  return (
    <Snackbar
      key={key}
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={notice?.severity === 'success' ? 5000 : null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert severity={shown?.severity ?? 'success'} onClose={onClose} role="alert" variant="filled">
        {shown?.text}
      </Alert>
    </Snackbar>
  );
}

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = useCallback(() => setNotice(null), []);
  return { notice, setNotice, close };
}
