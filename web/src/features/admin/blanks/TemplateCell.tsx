import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CourseTemplateRow } from '@shared/certificates/types';
import { BLANKS_TEXT, CERTIFICATE_TEXT, TEMPLATE_ACCEPT } from '@shared/certificates/texts';
import * as MESSAGES from '@shared/texts/general';
import { useEffect, useRef, useState } from 'react';
import type { Notice } from '@/components/NoticeSnackbar';
import { errorText } from '@/lib/api-client';
import { type UploadProgress, uploadPercent } from '@/lib/upload-form';
import { useUploadTemplate } from './api/templates';
import { startsAsPng } from './png';

interface TemplateCellProps {
  course: CourseTemplateRow;
  onNotice: (notice: Notice) => void;
  /** Remove asks first (the tab's confirmation). */
  onRemove: (course: CourseTemplateRow) => void;
  /** A removal of this course is running. */
  removing: boolean;
  /** The template was just removed and its question has closed: the Upload button takes the focus (then `onFocused`). */
  focusUpload: boolean;
  onFocused: () => void;
}

/**
 * A course's Certificate Template cell (spec 03 §2.6): the current template's file name, the png
 * upload (a button opening the file picker, then the upload's progress) and Remove. A file that
 * does not start as a png is refused here with the spec's message before anything is sent; the
 * server judges the rest by content and its message is shown.
 */
export function TemplateCell({ course, onNotice, onRemove, removing, focusUpload, onFocused }: TemplateCellProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadTemplate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const busy = progress !== null || removing;
  const uploadButton = useRef<HTMLButtonElement>(null);
  // After a removal the Remove button that had the focus is gone: the keyboard goes on from the row's Upload button.
  useEffect(() => {
    if (focusUpload && !course.template && !busy) {
      uploadButton.current?.focus();
      onFocused();
    }
  }, [focusUpload, course.template, busy, onFocused]);

  async function send(file: File) {
    if (!(await startsAsPng(file))) {
      onNotice({ severity: 'error', text: CERTIFICATE_TEXT.notPng(file.name) });
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { courseId: course.id, file, onProgress: setProgress },
      {
        onSuccess: (answer) => onNotice({ severity: 'success', text: answer.message }),
        onError: (error) => onNotice({ severity: 'error', text: errorText(error, MESSAGES.internalError) }),
        onSettled: () => setProgress(null),
      },
    );
  }

  const percent = uploadPercent(progress);
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography
        variant="body2"
        color={course.template ? 'text.primary' : 'text.secondary'}
        sx={{ overflowWrap: 'anywhere', mb: 0.5 }}
        data-testid="template-name"
      >
        {course.template?.file_name ?? BLANKS_TEXT.noTemplate}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          ref={uploadButton}
          startIcon={<UploadFile />}
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-label={`Upload png for ${course.name}`}
        >
          Upload png
        </Button>
        {course.template && (
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => onRemove(course)}
            aria-label={`Remove template of ${course.name}`}
          >
            Remove
          </Button>
        )}
      </Box>
      <input
        ref={input}
        hidden
        type="file"
        accept={TEMPLATE_ACCEPT}
        aria-label={`Certificate template for ${course.name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {progress && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={`Upload progress for ${course.name}`} />
          <Typography variant="caption" aria-live="polite">
            {BLANKS_TEXT.uploading(percent)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
