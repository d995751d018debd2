import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MENU } from '@shared/constants';
import { useId, useMemo, useState } from 'react';
import { SafeHtml } from '@/components/SafeHtml';
import { htmlToText, previewText } from '@/lib/html';
import { usePopupMessage } from '../hooks/usePopupMessage';
import { PopupActions } from './PopupActions';

/** Preview lengths of the notification text (spec 01 §9): small layout / otherwise. */
export const NOTIFICATION_PREVIEW = { narrow: 50, wide: 80 } as const;

/**
 * The participant notification (participants and bbp_participant, spec 01 §6): a card in the
 * corner with the headline and a preview of the text, 'Read more' for the whole text, and the
 * never / tomorrow / later choices. It does not block the page.
 */
export function ParticipantNotification({ enabled }: { enabled: boolean }) {
  const { popup, act } = usePopupMessage('participant_notification', enabled);
  const narrow = useMediaQuery(`(max-width:${MENU.narrowBreakpoint}px)`);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const text = useMemo(() => (popup ? htmlToText(popup.text) : ''), [popup]);
  if (!popup) return null;
  const preview = previewText(text, narrow ? NOTIFICATION_PREVIEW.narrow : NOTIFICATION_PREVIEW.wide);
  const headline = popup.headline || 'Notification';

  return (
    <>
      <Paper
        role="region"
        aria-labelledby={headingId}
        elevation={8}
        sx={{
          position: 'fixed',
          right: { xs: 8, sm: 24 },
          bottom: { xs: 8, sm: 24 },
          width: { xs: 'calc(100% - 16px)', sm: 380 },
          p: 2,
          // Above the bars and the menu, below dialogs (which it must never cover).
          zIndex: (theme) => theme.zIndex.modal - 1,
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {headline}
          </Typography>
          <IconButton size="small" aria-label="Close notification" onClick={() => act('later')} sx={{ mt: -0.5, mr: -1 }}>
            <Close fontSize="small" />
          </IconButton>
        </Stack>
        <Typography variant="body2" data-testid="notification-preview" sx={{ mt: 0.5 }}>
          {preview}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
          {preview !== text && (
            <Button size="small" onClick={() => setOpen(true)}>
              Read more
            </Button>
          )}
          <PopupActions size="small" onAction={act} />
        </Stack>
      </Paper>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${headingId}-full`} fullWidth maxWidth="sm">
        <DialogTitle id={`${headingId}-full`}>{headline}</DialogTitle>
        <DialogContent>
          <SafeHtml html={popup.text} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <PopupActions
            onAction={(action) => {
              setOpen(false);
              act(action);
            }}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
