import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAlpTokens } from '@/lib/alp-tokens';
import { errorText } from '@/lib/api-client';
import { NO_SESSION, useFrameSession } from '@/lib/frame-session';
import { courseReturnUrl, unitLaunchUrl } from '@/lib/frame-urls';
import { browser } from '@/lib/navigation';
import { usePortalConfig } from '@/lib/portal-config';
import { getNislData } from '@/lib/session';

/**
 * /redirect (spec 01 §2 "Unit-launch redirect"): reads unit_path, unit_number and
 * selected_activity and sends the browser to the content portal (frame `unit-launch`) with the
 * user token, the diagnostics token and the address of the person's course to return to.
 */
export function UnitLaunchRedirect({ title }: { title: string }) {
  const [search] = useSearchParams();
  const session = useFrameSession();
  const config = usePortalConfig();
  const tokens = useAlpTokens(session?.userId);
  const base = config.data?.frames['unit-launch'];
  const sent = useRef(false);

  const target =
    base && session && tokens.data
      ? unitLaunchUrl(
          base,
          {
            unit_path: search.get('unit_path'),
            unit_number: search.get('unit_number'),
            selected_activity: search.get('selected_activity'),
          },
          session,
          tokens.data.diagnostics.token,
          courseReturnUrl(window.location.origin, getNislData()?.cohort ?? null),
        )
      : undefined;

  useEffect(() => {
    if (target && !sent.current) {
      sent.current = true;
      browser.assign(target);
    }
  }, [target]);

  const error = config.error ?? tokens.error ?? (session ? undefined : NO_SESSION);
  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tokens.refetch()}>
              Retry
            </Button>
          }
        >
          {errorText(error, 'The unit could not be opened. Please try again.')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" gutterBottom>
            Opening the unit…
          </Typography>
          <LinearProgress aria-label="Opening the unit" />
        </>
      )}
    </Box>
  );
}
