/**
 * One file of a topic (PDF or video): choose, and the file goes straight to S3 at once with a
 * progress bar (percent) and Cancel. A file of the wrong type or over 200 MB is refused before any
 * byte is sent, with the spec's message; the topic's OK stays disabled while a file is refused,
 * failed or still uploading.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_FILES, supportFileProblem, type SupportFileKind } from '@shared/support/texts';
import { useEffect, useId, useRef } from 'react';
import { errorText } from '@/lib/api-client';
import { SUPPORT_TEXT } from '@shared/support/texts';
import { requestUpload } from '../api/support';
import { UploadCancelled, uploadFile } from '../utils/upload';

export type FileState =
  | { status: 'none' }
  | { status: 'kept'; name: string }
  | { status: 'refused'; name: string; message: string }
  | { status: 'uploading'; name: string; percent: number; cancel: () => void }
  | { status: 'uploaded'; name: string; key: string };

/** OK waits for every file to be either settled or absent. */
export const fileBlocksSave = (state: FileState) => state.status === 'refused' || state.status === 'uploading';

const LABELS: Record<SupportFileKind, string> = { pdf: 'PDF', video: 'Video' };

/** `initial`: the topic's file as it was (kept, or none): a cancelled or refused choice goes back to it. */
export function FileField({
  kind,
  initial,
  state,
  onChange,
}: {
  kind: SupportFileKind;
  initial: FileState;
  state: FileState;
  onChange: (next: FileState) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const label = LABELS[kind];
  // An upload still running when the dialog goes is cancelled.
  const cancelRef = useRef<(() => void) | null>(null);
  cancelRef.current = state.status === 'uploading' ? state.cancel : null;
  useEffect(() => () => cancelRef.current?.(), []);

  async function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = supportFileProblem(kind, file.name, file.size);
    if (problem) {
      onChange({ status: 'refused', name: file.name, message: problem });
      return;
    }
    const controller = new AbortController();
    let cancel = () => controller.abort();
    onChange({ status: 'uploading', name: file.name, percent: 0, cancel: () => cancel() });
    try {
      const target = await requestUpload(kind, file, controller.signal);
      const upload = uploadFile(target, file, (percent) =>
        onChange({ status: 'uploading', name: file.name, percent, cancel: upload.cancel }),
      );
      cancel = upload.cancel;
      onChange({ status: 'uploading', name: file.name, percent: 0, cancel: upload.cancel });
      const key = await upload.done;
      onChange({ status: 'uploaded', name: file.name, key });
    } catch (error) {
      if (error instanceof UploadCancelled || (error instanceof DOMException && error.name === 'AbortError')) {
        onChange(initial);
        return;
      }
      onChange({
        status: 'refused',
        name: file.name,
        message: error instanceof Error && !('body' in error) ? error.message : errorText(error, SUPPORT_TEXT.uploadFailed),
      });
    }
  }

  const uploading = state.status === 'uploading';
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" component="label" disabled={uploading}>
          {state.status === 'none' ? `Choose ${label}` : `Replace ${label}`}
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={SUPPORT_FILES[kind].accept}
            aria-label={`${label} file`}
            aria-describedby={messageId}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        {state.status !== 'none' && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {state.name}
          </Typography>
        )}
        {(state.status === 'kept' || state.status === 'uploaded') && (
          <Button size="small" onClick={() => onChange({ status: 'none' })}>{`Remove ${label}`}</Button>
        )}
        {state.status === 'refused' && (
          <Button size="small" onClick={() => onChange(initial)}>
            {initial.status === 'kept' ? `Keep ${initial.name}` : `Clear ${label}`}
          </Button>
        )}
      </Stack>
      {uploading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <LinearProgress variant="determinate" value={state.percent} sx={{ flex: 1 }} aria-label={`${label} upload progress`} />
          <Typography variant="body2" sx={{ minWidth: '3.5em' }} aria-live="polite">{`${state.percent}%`}</Typography>
          <Button size="small" onClick={state.cancel}>
            Cancel
          </Button>
        </Stack>
      )}
      <FormHelperText id={messageId} error={state.status === 'refused'} role={state.status === 'refused' ? 'alert' : undefined}>
        {state.status === 'refused' ? state.message : state.status === 'uploaded' ? `${label} uploaded` : ''}
      </FormHelperText>
    </Box>
  );
}
