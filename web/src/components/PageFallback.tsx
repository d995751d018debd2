import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazy page loads. */
export function PageFallback() {
  return <LinearProgress aria-label="Loading page" />;
}
