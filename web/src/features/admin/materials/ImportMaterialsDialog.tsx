import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MaterialImportAnswer } from '@shared/materials/types';
import type { CourseOption } from '@shared/lookups/types';
import { MATERIAL_ACCEPT, MATERIAL_COLUMNS, MATERIAL_LIMITS, MATERIAL_TEXT } from '@shared/materials/texts';
import * as MESSAGES from '@shared/texts/general';
import { useEffect, useId, useRef, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { downloadSample, importMaterials, type UploadProgress } from './api/materials';
import { FieldErrorSummary, FieldHelperText, type FieldProblem, markedControlProps, useFieldErrors } from '../components/field-errors';

/** The picker offers xls and xlsx; the server judges the file by its content (spec 03 §5, §9). */
const SPREADSHEET_NAME = /\.xlsx?$/i;

export interface ImportMaterialsDialogProps {
  courses: readonly CourseOption[];
  /** The course chosen when the dialog opens (Edit: the row's, and it cannot be changed). */
  course: number | null;
  lockCourse: boolean;
  /** `done` is the import's answer when it succeeded, undefined when cancelled. */
  onClose: (done?: MaterialImportAnswer) => void;
}

/**
 * The BOM tab's import form (spec 03 §2.5): a course select, the materials spreadsheet (xls or
 * xlsx), a link to a sample file, and Start importing, which uploads with its progress shown.
 * What the form can tell before sending (no course, no file, not xls/xlsx by name, too large) it
 * says at once; the server checks the rest and its message is shown here.
 */
export function ImportMaterialsDialog({ courses, course: initialCourse, lockCourse, onClose }: ImportMaterialsDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [course, setCourse] = useState<number | ''>(initialCourse ?? '');
  const [file, setFile] = useState<File | null>(null);
  // `problem`: the server's refusal, a failed sample, or a file that is not a spreadsheet said when
  // chosen before any Start; then `errors` list what stops the import on its fields.
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [sampleBusy, setSampleBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const problems: FieldProblem<'course' | 'file'>[] = [];
  if (course === '') problems.push({ field: 'course', message: MATERIAL_TEXT.courseRequired });
  if (!file || file.size === 0) problems.push({ field: 'file', message: MATERIAL_TEXT.fileRequired });
  else if (!SPREADSHEET_NAME.test(file.name)) problems.push({ field: 'file', message: MATERIAL_TEXT.notSpreadsheet(file.name) });
  else if (file.size > MATERIAL_LIMITS.maxFileBytes) problems.push({ field: 'file', message: MATERIAL_TEXT.tooLarge });
  const errors = useFieldErrors(problems);

  async function start() {
    setProblem(null);
    if (!errors.check() || course === '' || !file) return;
    setRunning(true);
    setProgress({ loaded: 0, total: file.size });
    abort.current = new AbortController();
    try {
      const answer = await importMaterials(course, file, setProgress, abort.current.signal);
      onClose(answer);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(errorText(error, MESSAGES.internalError));
      setRunning(false);
      setProgress(null);
    }
  }

  async function sample() {
    setSampleBusy(true);
    try {
      await downloadSample();
    } catch (error) {
      setProblem(errorText(error, MESSAGES.internalError));
    } finally {
      setSampleBusy(false);
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Dialog open onClose={() => !running && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Import material status</DialogTitle>
      <FieldErrorSummary errors={errors} sx={{ mx: 3, mb: 1 }} />
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Course"
            value={course}
            disabled={lockCourse || running}
            onChange={(event) => setCourse(Number(event.target.value))}
            required
            {...errors.fieldProps('course')}
          >
            {courses.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={running}
              {...markedControlProps(errors.fieldProps('file'))}
            >
              Choose xls or xlsx file
              <input
                hidden
                type="file"
                accept={MATERIAL_ACCEPT}
                aria-label="Materials spreadsheet"
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setProblem(
                    chosen && !SPREADSHEET_NAME.test(chosen.name) && !errors.shown.length
                      ? MATERIAL_TEXT.notSpreadsheet(chosen.name)
                      : null,
                  );
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? 'No file chosen'}
            </Typography>
          </Box>
          <FieldHelperText field={errors.fieldProps('file')} />
          <Typography variant="body2" color="text.secondary">
            {`The first row of the sheet names the columns ${MATERIAL_COLUMNS.cohortId.header} and ${MATERIAL_COLUMNS.status.header} ` +
              `(${MATERIAL_COLUMNS.cohortName.header} may be there too); each row below gives one cohort of the course its material status.`}
          </Typography>
          <Box>
            <Link component="button" type="button" onClick={() => void sample()} disabled={sampleBusy}>
              Download a sample file
            </Link>
          </Box>
          {progress && (
            <Box>
              <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
              <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
                {percent < 100 ? `Uploading… ${percent}%` : 'Importing…'}
              </Typography>
            </Box>
          )}
          {problem && (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            abort.current?.abort();
            onClose();
          }}
        >
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={running}>
          Start importing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
