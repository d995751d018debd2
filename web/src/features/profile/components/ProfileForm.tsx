import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnProfile } from '@shared/profile/types';
import { IU_NUMBERS } from '@shared/users/form.types';
import { EMAIL_ASSIGN, type EmailAssign } from '@shared/api/user-record';
import { IU_NOT_AFFILIATED } from '@shared/users/form.texts';
import * as PROFILE_TEXT from '@shared/profile/texts';
import { PENNSYLVANIA_CODE } from '@shared/profile/texts';
import { type FormEvent, useEffect, useState } from 'react';
import { ConfirmDialog, DISCARD_CHANGES } from '@/components/ConfirmDialog';
import { PasswordField } from '@/components/PasswordField';
import { PasswordPolicyChecklist } from '@/components/PasswordPolicyChecklist';
import { ApiError } from '@/lib/api-client';
import { maskPhone } from '@/lib/phone';
import { useDictionaryStates, useDistricts, useJobFunctions, useSchools } from '@/lib/lookups';
import {
  bodyOf,
  fieldOfServerError,
  isChanged,
  type ProfileChecks,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  validateProfile,
  valuesOf,
  withDistrict,
  withJobTitle,
  withState,
} from '../utils/profile-form';
import type { ProfileBody } from '@shared/profile/contract';

const IU_OPTIONS = [...IU_NUMBERS, IU_NOT_AFFILIATED];
const EMAIL_ASSIGN_LABELS: Record<EmailAssign, string> = { work: 'Work', personal: 'Personal' };

interface Option {
  id: number;
  name: string;
}

const fieldId = (field: ProfileField) => `profile-${field}`;

/** Moves focus to the first field the checks refused, so a keyboard or screen-reader user lands on it. */
function focusFirst(errors: ProfileErrors) {
  const first = Object.keys(errors)[0] as ProfileField | undefined;
  if (!first) return;
  const element = document.getElementById(fieldId(first)) ?? document.querySelector<HTMLElement>(`[name="${first}"]`);
  element?.focus();
}

/** The field errors of a server refusal (422 `errors` by the body's names), or null when it names none. */
export function serverFieldErrors(error: unknown): ProfileErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const named = (error.body as { errors?: Record<string, string[] | string> } | null)?.errors;
  if (!named) return null;
  const errors: ProfileErrors = {};
  for (const [key, messages] of Object.entries(named)) {
    const field = fieldOfServerError(key);
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (field && message) errors[field] = message;
  }
  return Object.keys(errors).length ? errors : null;
}

/** One choice among reference records, by id. */
function PickOne({
  field,
  label,
  options,
  value,
  onChange,
  noOptionsText,
  required,
  error,
}: {
  field: ProfileField;
  label: string;
  options: Option[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** What the open list says when it has nothing (e.g. the state is not chosen yet). */
  noOptionsText?: string;
  required?: boolean;
  error?: string;
}) {
  const chosen = value === null ? null : (options.find((o) => o.id === value) ?? null);
  return (
    <Autocomplete
      id={fieldId(field)}
      options={options}
      value={chosen}
      noOptionsText={noOptionsText}
      onChange={(_e, picked) => onChange(picked?.id ?? null)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} name={field} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

export interface ProfileFormProps {
  profile: OwnProfile;
  /** First-time mode: the form also asks for a new password (spec 03 §2.10). */
  firstTime: boolean;
  /** The administrator password policy applies to the new password. */
  adminPolicy: boolean;
  saving: boolean;
  /** The last save's refusal, shown by the fields it names. */
  saveError: unknown;
  onSave: (body: ProfileBody) => void;
  /** Cancel confirmed (or nothing was changed). */
  onLeave: () => void;
}

/** The fields of spec 03 §2.10 with the rules and messages of §5 "Profile"; OK saves, Cancel asks first when something changed. */
export function ProfileForm({ profile, firstTime, adminPolicy, saving, saveError, onSave, onLeave }: ProfileFormProps) {
  const [initial] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [askCancel, setAskCancel] = useState(false);
  const states = useDictionaryStates();
  const jobFunctions = useJobFunctions();
  const districts = useDistricts(values.state_id);
  const schools = useSchools(values.district_id);

  const pennsylvania = states.data?.find((s) => s.id === values.state_id)?.code === PENNSYLVANIA_CODE;
  const checks: ProfileChecks = {
    pennsylvania,
    firstTime: firstTime ? { adminPolicy, owner: { username: profile.username, email: values.email } } : false,
  };
  const shown = errors;

  // A refusal by the server that names fields is shown by them, like the form's own checks.
  useEffect(() => {
    const refused = serverFieldErrors(saveError);
    if (refused) {
      setErrors(refused);
      focusFirst(refused);
    }
  }, [saveError]);

  const update = (next: ProfileValues, ...fields: ProfileField[]) => {
    setValues(next);
    // A field's message goes once it is edited; the rest wait for the next OK.
    if (fields.some((f) => errors[f]))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !fields.includes(k as ProfileField))));
  };
  const text = (field: 'first_name' | 'last_name' | 'phone_extension' | 'email' | 'ppid') => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ ...values, [field]: event.target.value }, field),
    error: Boolean(shown[field]),
    helperText: shown[field],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProfile(values, checks);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    onSave(bodyOf(values, checks, profile.version));
  }

  function cancel() {
    if (isChanged(values, initial)) setAskCancel(true);
    else onLeave();
  }

  const emailChanged = values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Profile" sx={{ maxWidth: 880 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField label="First name" required autoComplete="given-name" {...text('first_name')} />
        <TextField label="Last name" required autoComplete="family-name" {...text('last_name')} />
        <TextField
          id={fieldId('job_title')}
          name="job_title"
          label="Job title"
          required
          autoComplete="organization-title"
          value={values.job_title}
          onChange={(event) => update(withJobTitle(values, event.target.value), 'job_title', 'job_function')}
          error={Boolean(shown.job_title)}
          helperText={shown.job_title}
        />
        <Autocomplete
          id={fieldId('job_function')}
          multiple
          options={jobFunctions.data ?? []}
          value={values.job_function.map((id) => jobFunctions.data?.find((o) => o.id === id) ?? { id, name: '…' })}
          onChange={(_e, picked) => update({ ...values, job_function: picked.map((o) => o.id) }, 'job_function')}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              name="job_function"
              label="Job function"
              required
              error={Boolean(shown.job_function)}
              helperText={shown.job_function}
            />
          )}
        />
        <TextField
          id={fieldId('phone')}
          name="phone"
          label="Phone"
          required
          placeholder="000-000-0000"
          autoComplete="tel-national"
          value={maskPhone(values.phone)}
          onChange={(event) => update({ ...values, phone: maskPhone(event.target.value).replace(/\D/g, '') }, 'phone')}
          error={Boolean(shown.phone)}
          helperText={shown.phone}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField label="Extension" {...text('phone_extension')} />
        <Box>
          <TextField label="E-mail" required type="email" autoComplete="email" fullWidth {...text('email')} />
          {emailChanged && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {PROFILE_TEXT.emailChangeWarning}
            </Alert>
          )}
        </Box>
        <FormControl required error={Boolean(shown.email_assign)}>
          <FormLabel id="profile-email-assign-label">This e-mail is</FormLabel>
          <RadioGroup
            row
            aria-labelledby="profile-email-assign-label"
            name="email_assign"
            value={values.email_assign ?? ''}
            onChange={(event) => update({ ...values, email_assign: event.target.value as EmailAssign }, 'email_assign')}
          >
            {EMAIL_ASSIGN.map((kind, index) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio id={index === 0 ? fieldId('email_assign') : undefined} />}
                label={EMAIL_ASSIGN_LABELS[kind]}
              />
            ))}
          </RadioGroup>
          {shown.email_assign && <FormHelperText>{shown.email_assign}</FormHelperText>}
        </FormControl>
        <PickOne
          field="state_id"
          label="State"
          required
          options={states.data ?? []}
          value={values.state_id}
          onChange={(id) => update(withState(values, id), 'state_id', 'district_id', 'ppid', 'iu')}
          error={shown.state_id}
        />
        <PickOne
          field="district_id"
          label="District"
          required={pennsylvania}
          options={districts.data ?? []}
          value={values.district_id}
          onChange={(id) => update(withDistrict(values, id), 'district_id')}
          noOptionsText={values.state_id === null ? 'Choose the state first.' : undefined}
          error={shown.district_id}
        />
        <PickOne
          field="school_id"
          label="School"
          options={schools.data ?? []}
          value={values.school_id}
          onChange={(id) => update({ ...values, school_id: id }, 'school_id')}
          noOptionsText={values.district_id === null ? 'Choose the district first.' : undefined}
          error={shown.school_id}
        />
        {pennsylvania && (
          <>
            <TextField label="PPID" required {...text('ppid')} />
            <TextField
              id={fieldId('iu')}
              name="iu"
              select
              required
              label="Intermediate Unit (IU)"
              value={values.iu ?? ''}
              onChange={(event) => update({ ...values, iu: event.target.value || null }, 'iu')}
              error={Boolean(shown.iu)}
              helperText={shown.iu}
            >
              {IU_OPTIONS.map((iu) => (
                <MenuItem key={iu} value={iu}>
                  {iu}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Box>

      {firstTime && (
        <Box component="fieldset" sx={{ mt: 3, mx: 0, mb: 0, p: 0, border: 0, maxWidth: 430, display: 'grid', gap: 2 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            Choose a new password
          </Typography>
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            fullWidth
            value={values.password}
            onChange={(event) => update({ ...values, password: event.target.value }, 'password')}
            error={Boolean(shown.password)}
            helperText={shown.password}
          />
          {adminPolicy && <PasswordPolicyChecklist password={values.password} />}
          <PasswordField
            label="Confirm password"
            name="confirm"
            autoComplete="new-password"
            fullWidth
            value={values.confirm}
            onChange={(event) => update({ ...values, confirm: event.target.value }, 'confirm')}
            error={Boolean(shown.confirm)}
            helperText={shown.confirm}
          />
        </Box>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {PROFILE_TEXT.helpdeskNote}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={cancel}>Cancel</Button>
        <Button type="submit" variant="contained" loading={saving}>
          OK
        </Button>
      </Stack>
      <ConfirmDialog
        open={askCancel}
        text={PROFILE_TEXT.cancelConfirm}
        {...DISCARD_CHANGES}
        onConfirm={() => {
          setAskCancel(false);
          setValues(initial);
          setErrors({});
          onLeave();
        }}
        onCancel={() => setAskCancel(false)}
      />
    </Box>
  );
}
