import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { errorText } from '@/lib/api-client';
import { useFixedAddress } from '@/lib/use-fixed-address';

export interface FramedPageProps {
  /** The page heading (an h1) and the frame's accessible title. */
  title: string;
  /** The address to load; undefined while the configuration or a token is still coming. */
  address: string | undefined;
  /** What identifies what the page was asked for (path and query): a new key loads a new address. */
  frameKey: string;
  /** A failed configuration or token call. */
  error?: unknown;
  onRetry?: () => void;
  /** Shown above the frame (e.g. a tool bar of the page). */
  children?: ReactNode;
}

/**
 * A full-height framed external page under its heading, with a progress bar until the framed
 * page has loaded and a retry when its address could not be built.
 */
export function FramedPage({ title, address, frameKey, error, onRetry, children }: FramedPageProps) {
  const fixed = useFixedAddress(error ? undefined : address, frameKey);
  const [loaded, setLoaded] = useState<string | null>(null);
  const headingId = useId();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' }, minHeight: 420 }}
    >
      <Typography id={headingId} variant="h5" component="h1" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {children}
      {error && !fixed ? (
        <Box sx={{ px: { xs: 2, sm: 3 } }}>
          <Alert
            severity="error"
            action={
              onRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  Retry
                </Button>
              ) : undefined
            }
          >
            {errorText(error, `${title} could not be opened. Please try again.`)}
          </Alert>
        </Box>
      ) : (
        <>
          {loaded !== fixed && <LinearProgress aria-label={`Loading ${title}`} />}
          {fixed && (
            <Box
              component="iframe"
              key={fixed}
              src={fixed}
              title={title}
              allow="fullscreen; clipboard-read; clipboard-write"
              referrerPolicy="strict-origin-when-cross-origin"
              onLoad={() => setLoaded(fixed)}
              sx={{ flex: 1, width: '100%', border: 0, display: 'block', bgcolor: 'background.paper' }}
            />
          )}
        </>
      )}
    </Box>
  );
}
