import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PRIVILEGED_ADMIN_ROLES, type RoleSlug } from '@shared/auth/roles';
import type { CohortOption, CourseOption } from '@shared/lookups/types';
import type { RoleRow } from '@shared/roles/types';
import type { ImportType } from '@shared/user-import/types';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { IMPORT_TEXT } from '@shared/user-import/texts';
import { LOOKUP_STALE_MS, useRoleList } from '@/lib/lookups';
import { routeQueryKey } from '@/lib/query-keys';
import { isSeniorAdmin, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { FieldErrorSummary, FieldHelperText, type FieldProblem, markedControlProps, useFieldErrors } from '../components/field-errors';
import { offeredRoles } from '../components/user-modal/user-form-state';
import { searchingSlotProps } from '@/components/SearchOptions';
import { useCohortSearchProps } from '../components/cohort-search';
import { fetchImportCourses } from './api';
import { ImportHelpDialog } from './ImportHelpDialog';
import { ImportResults } from './ImportResults';
import { PendingUsersDialog } from './PendingUsersDialog';
import { useCsvImport } from './use-csv-import';

interface FormValues {
  type: ImportType;
  roles: RoleRow[];
  privileges: CourseOption[];
  cohort: CohortOption | null;
  file: File | null;
  sendCredentials: boolean;
  sendUpdatedData: boolean;
}

const INITIAL: FormValues = {
  type: 'courses',
  roles: [],
  privileges: [],
  cohort: null,
  file: null,
  sendCredentials: false,
  sendUpdatedData: false,
};
const isCsv = (file: File) => /\.csv$/i.test(file.name);

type ImportField = 'roles' | 'privileges' | 'cohort' | 'file';

/** What is missing from the form, field by field, with the spec's messages (spec 02 §5 Import). */
export function importFormProblems(values: FormValues): FieldProblem<ImportField>[] {
  const problems: FieldProblem<ImportField>[] = [];
  if (!values.roles.length) problems.push({ field: 'roles', message: USER_FORM_TEXT.atLeastOneRole });
  if (values.type === 'courses' && !values.privileges.length)
    problems.push({ field: 'privileges', message: IMPORT_TEXT.privilegesRequired });
  if (values.type === 'cohorts' && !values.cohort) problems.push({ field: 'cohort', message: IMPORT_TEXT.cohortsRequired });
  if (!values.file) problems.push({ field: 'file', message: IMPORT_TEXT.fileRequired });
  else if (!isCsv(values.file)) problems.push({ field: 'file', message: IMPORT_TEXT.csvOnly });
  return problems;
}

/**
 * Admin tab 4 "Import from CSV" (spec 02 §2, §5, §8): type, roles, course privileges or cohort,
 * a .csv file with its Help, send credentials / updated data, Start importing; progress while the
 * file's parts run; the result table with totals, the first error as a warning and the pending
 * duplicates in an error dialog.
 */
export default function ImportTab() {
  const { nislData } = useSession();
  const senior = isSeniorAdmin(rolesOf(nislData));
  const [values, setValues] = useState<FormValues>(INITIAL);
  // `problem`: a file that is not a .csv, said when chosen before any Start; then `errors` list what is missing.
  const [problem, setProblem] = useState<string | null>(null);
  const errors = useFieldErrors(importFormProblems(values));
  const [helpOpen, setHelpOpen] = useState(false);
  const [pendingOpen, setPendingOpen] = useState(false);
  const { run, start } = useCsvImport();

  const roles = useRoleList();
  const courses = useQuery({
    queryKey: routeQueryKey('GET /api/get_edp_nisl_courses'),
    queryFn: fetchImportCourses,
    staleTime: LOOKUP_STALE_MS,
  });
  const [cohortInput, setCohortInput] = useState('');
  const cohortSearch = useCohortSearchProps(cohortInput, values.cohort?.name);
  // Only a senior admin may grant the administrator roles (spec 02 §5): others are not offered them.
  const roleOptions = useMemo(
    () => offeredRoles(roles.data ?? []).filter((r) => senior || !PRIVILEGED_ADMIN_ROLES.includes(r.slug as RoleSlug)),
    [roles.data, senior],
  );

  // The pending duplicates open once, when an import ends (not again when coming back to the tab).
  const pendingCount = run.answer?.pendingUsers.length ?? 0;
  const wasRunning = useRef(run.running);
  useEffect(() => {
    if (wasRunning.current && !run.running && pendingCount > 0) setPendingOpen(true);
    wasRunning.current = run.running;
  }, [run.running, pendingCount]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblem(null);
  };

  const submit = () => {
    setProblem(null);
    if (!errors.check() || !values.file) return;
    void start(
      {
        type: values.type,
        roles: values.roles.map((r) => r.id),
        privileges: values.privileges.map((c) => c.id),
        cohorts: values.cohort ? [values.cohort.id] : [],
        sendCredentials: values.sendCredentials,
        sendUpdatedData: values.sendUpdatedData,
      },
      values.file,
    );
  };

  const warning = problem ?? run.refusal ?? run.answer?.errors[0] ?? null;
  const percent = run.progress ? Math.round((100 * run.progress.done) / Math.max(1, run.progress.total)) : 0;

  return (
    <Card variant="outlined">
      <CardHeader title="Import from CSV" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <FieldErrorSummary errors={errors} />
          <Box>
            <FormLabel id="import-type-label">Import for</FormLabel>
            <RadioGroup
              row
              aria-labelledby="import-type-label"
              value={values.type}
              onChange={(event) => set('type', event.target.value as ImportType)}
            >
              <FormControlLabel value="courses" control={<Radio />} label="Courses" />
              <FormControlLabel value="cohorts" control={<Radio />} label="Cohorts" />
            </RadioGroup>
          </Box>
          <Autocomplete
            multiple
            id={errors.idOf('roles')}
            options={roleOptions}
            value={values.roles}
            onChange={(_event, value) => set('roles', value)}
            getOptionLabel={(r) => r.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={roles.isLoading}
            renderInput={(params) => <TextField {...params} label="Role" {...errors.fieldProps('roles')} />}
          />
          {values.type === 'courses' ? (
            <Autocomplete
              multiple
              id={errors.idOf('privileges')}
              options={courses.data ?? []}
              value={values.privileges}
              onChange={(_event, value) => set('privileges', value)}
              getOptionLabel={(c) => c.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={courses.isLoading}
              renderInput={(params) => <TextField {...params} label="Course Privileges" {...errors.fieldProps('privileges')} />}
            />
          ) : (
            <Autocomplete<CohortOption>
              // Its own instance, not the course select's (the same place in the tree) turned controlled.
              key="cohort"
              id={errors.idOf('cohort')}
              {...cohortSearch}
              value={values.cohort}
              onChange={(_event, value) => set('cohort', value)}
              inputValue={cohortInput}
              onInputChange={(_event, text) => setCohortInput(text)}
              getOptionLabel={(c) => c.name}
              getOptionKey={(c) => c.id}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Cohort"
                  {...errors.fieldProps('cohort')}
                  slotProps={searchingSlotProps(params, cohortSearch.loading, cohortSearch.loadingText)}
                />
              )}
            />
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />} {...markedControlProps(errors.fieldProps('file'))}>
              Choose .csv file
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  set('file', file);
                  if (file && !isCsv(file) && !errors.shown.length) setProblem(IMPORT_TEXT.csvOnly);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography color={values.file ? 'text.primary' : 'text.secondary'}>{values.file?.name ?? 'No file chosen'}</Typography>
            <Link component="button" type="button" onClick={() => setHelpOpen(true)}>
              Help
            </Link>
          </Box>
          <FieldHelperText field={errors.fieldProps('file')} />
          <Box>
            <FormControlLabel
              control={<Checkbox checked={values.sendCredentials} onChange={(event) => set('sendCredentials', event.target.checked)} />}
              label="Send credentials"
            />
            <FormControlLabel
              control={<Checkbox checked={values.sendUpdatedData} onChange={(event) => set('sendUpdatedData', event.target.checked)} />}
              label="Send updated data"
            />
          </Box>
          <Box>
            <Button variant="contained" onClick={submit} disabled={run.running}>
              Start importing
            </Button>
          </Box>
          {run.progress && run.running && (
            <Box aria-live="polite">
              <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {IMPORT_TEXT.progress(run.progress.done, run.progress.total)}
              </Typography>
            </Box>
          )}
          {warning && <Alert severity="warning">{warning}</Alert>}
        </Stack>
        {run.answer && (
          <Box sx={{ mt: 3 }}>
            <ImportResults answer={run.answer} />
          </Box>
        )}
      </CardContent>
      <ImportHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <PendingUsersDialog users={run.answer?.pendingUsers ?? []} open={pendingOpen} onClose={() => setPendingOpen(false)} />
    </Card>
  );
}
