import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useRef, useState } from 'react';

export interface Notice {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/** A number per notice shown, so that each has a Snackbar, and a hide timer, of its own. */
const noticeIds = new WeakMap<Notice, number>();
let lastNoticeId = 0;
function idOf(notice: Notice): number {
  let id = noticeIds.get(notice);
  if (id === undefined) {
    lastNoticeId += 1;
    id = lastNoticeId;
    noticeIds.set(notice, id);
  }
  return id;
}

/**
 * The outcome of an administrator's change (saved, deleted, refused), shown at the top; successes
 * fade after 5 s. A notice that replaces one still shown gets its 5 s in full (MUI's Snackbar times
 * from opening, so the second of two quick changes would fade with the first).
 */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  // The notice last shown names the Snackbar while it closes, so it fades out rather than vanishing.
  const shown = useRef(notice);
  if (notice) shown.current = notice;
  return (
    <Snackbar
      key={shown.current ? idOf(shown.current) : 0}
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
