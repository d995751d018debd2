/**
 * The person's calendar subscription (issue 33 part 3): the private address with Copy, the links
 * that hand it to Google Calendar and Outlook, and Revoke behind a question. Shown on the profile
 * page and My Record, so it lives here rather than in either feature.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as FEED_TEXT from '@shared/calendar/feed.texts';
import * as MESSAGES from '@shared/texts/general';
import { useId, useState, type FocusEvent } from 'react';
import { errorText } from '@/lib/api-client';
import { useCalendarFeed, useRevokeCalendarFeed } from '@/lib/calendar-feed';
import { ConfirmDialog } from './ConfirmDialog';
import { NoticeSnackbar, useNotice } from './NoticeSnackbar';
import { QueryContent } from './QueryContent';

export function CalendarFeedCard() {
  const titleId = useId();
  const feed = useCalendarFeed();
  const { notice, setNotice, close } = useNotice();
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeCalendarFeed({
    onSuccess: () => {
      setAsking(false);
      setNotice({ severity: 'success', text: FEED_TEXT.revoked });
    },
    onError: (error) => {
      setAsking(false);
      setNotice({ severity: 'error', text: errorText(error, MESSAGES.internalError) });
    },
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ severity: 'success', text: FEED_TEXT.copied });
    } catch {
      setNotice({ severity: 'warning', text: FEED_TEXT.copyFailed });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {FEED_TEXT.cardTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {FEED_TEXT.cardIntro}
      </Typography>
      <QueryContent query={feed} loadingLabel="Loading your calendar address">
        {({ url }) => (
          <>
            <TextField
              label={FEED_TEXT.addressLabel}
              value={url}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
            />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(url)}>
                {FEED_TEXT.copyButton}
              </Button>
              <Button variant="outlined" href={FEED_TEXT.googleCalendarLink(url)} target="_blank" rel="noopener noreferrer">
                {FEED_TEXT.googleButton}
              </Button>
              <Button variant="outlined" href={FEED_TEXT.outlookLink(url)} target="_blank" rel="noopener noreferrer">
                {FEED_TEXT.outlookButton}
              </Button>
              <Button color="error" onClick={() => setAsking(true)}>
                {FEED_TEXT.revokeButton}
              </Button>
            </Stack>
          </>
        )}
      </QueryContent>
      <ConfirmDialog
        open={asking}
        text={`${FEED_TEXT.revokeQuestion} ${FEED_TEXT.revokeExplanation}`}
        confirmLabel={FEED_TEXT.revokeConfirm}
        cancelLabel={FEED_TEXT.revokeKeep}
        confirmColor="error"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setAsking(false)}
      />
      <NoticeSnackbar notice={notice} onClose={close} />
    </Paper>
  );
}
