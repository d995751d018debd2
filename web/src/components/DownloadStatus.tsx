/** What a running or failed file download shows: a progress bar (determinate once the size is known) or the reason it failed. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import * as MESSAGES from '@shared/texts/general';
import { errorText } from '@/lib/api-client';
import type { DownloadState } from '@/lib/download';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface Props {
  download: DownloadState & { clearError: () => void };
  /** The text of a failure; by default the server's message. */
  describeError?: (error: unknown) => string;
}

export function DownloadStatus({ download, describeError = (error) => errorText(error, MESSAGES.downloadFailed) }: Props) {
  const { running, progress, error, clearError } = download;
  if (error) {
    return (
      <Alert severity="error" onClose={clearError} data-testid="download-error">
        {describeError(error)}
      </Alert>
    );
  }
  if (!running) return null;
  const percent = progress?.total ? Math.min(100, (progress.loaded / progress.total) * 100) : null;
  return (
    <Box data-testid="download-progress" role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {`Preparing ${running}…`}
        {progress && progress.loaded > 0 ? ` ${sizeText(progress.loaded)}${progress.total ? ` of ${sizeText(progress.total)}` : ''}` : ''}
      </Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={`Downloading ${running}`}
      />
    </Box>
  );
}
