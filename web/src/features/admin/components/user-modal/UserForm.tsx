import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLE_BY_SLUG } from '@shared/auth/roles';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { IU_NOT_AFFILIATED } from '@shared/users/form.texts';
import { IU_NUMBERS } from '@shared/users/form.types';
import { EMAIL_ASSIGN, FORM_STATUSES, STAFF_CONTRACTOR, type FormStatus } from '@shared/api/user-record';
import type { ReactNode } from 'react';
import { useCourses, useDistricts, useJobFunctions, useRoleList, useSchools, useStates } from '@/lib/lookups';
import type { FieldErrors, InvalidFieldProps } from '../field-errors';
import { maskPhone, offeredRoles, withCourses, withDistrict, withState, type UserField, type UserFormValues } from './user-form-state';

const PENNSYLVANIA_CODE = 'PA';
const IU_OPTIONS = [...IU_NUMBERS, IU_NOT_AFFILIATED];
const NATIONAL_FACILITATOR_ID = ROLE_BY_SLUG.facilitator_national.id;
const STATUS_LABELS: Record<FormStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

interface Option {
  id: number;
  name: string;
}

/** A multi-choice of reference records, chosen by id. */
function MultiSelect({
  label,
  options,
  value,
  onChange,
  disabled,
  helperText,
  invalid,
}: {
  label: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Its id, and whether and why it stops the save (then its helper text). */
  invalid?: InvalidFieldProps;
}) {
  const chosen = value.map((id) => options.find((o) => o.id === id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      id={invalid?.id}
      options={options}
      value={chosen}
      disabled={disabled}
      onChange={(_e, picked) => onChange(picked.map((o) => o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} label={label} error={invalid?.error} helperText={invalid?.helperText ?? helperText} />
      )}
    />
  );
}

/** One choice of reference records by id; `onOpenBlocked` explains why it cannot open yet. */
function SingleSelect({
  label,
  options,
  value,
  onChange,
  blockedReason,
  onBlocked,
  required,
  invalid,
}: {
  label: string;
  options: Option[];
  value: number | null;
  onChange: (id: number | null) => void;
  blockedReason?: string | null;
  onBlocked?: (reason: string) => void;
  required?: boolean;
  /** Its id, and whether and why it stops the save. */
  invalid?: InvalidFieldProps;
}) {
  const chosen = value === null ? null : (options.find((o) => o.id === value) ?? { id: value, name: `#${value}` });
  return (
    <Autocomplete
      id={invalid?.id}
      options={options}
      value={chosen}
      open={blockedReason ? false : undefined}
      onOpen={() => blockedReason && onBlocked?.(blockedReason)}
      onChange={(_e, picked) => onChange(picked?.id ?? null)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={invalid?.error} helperText={invalid?.helperText} />
      )}
    />
  );
}

export interface UserFormProps {
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  creating: boolean;
  /** The signed-in person edits their own account: their roles are not theirs to change. */
  ownAccount: boolean;
  /** A warning to show (state → district → school order). */
  onWarning: (message: string) => void;
  /** What stops the save, marked on its fields. */
  errors?: FieldErrors<UserField>;
}

/** Every field of spec 02 §3 User, with the behaviours of §5. */
export function UserForm({ values, onChange, creating, ownAccount, onWarning, errors }: UserFormProps) {
  const states = useStates();
  const courses = useCourses();
  const jobFunctions = useJobFunctions();
  const roles = useRoleList();
  const districts = useDistricts(values.state_id);
  const schools = useSchools(values.district_id);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => onChange({ ...values, [key]: value });
  const text = (key: keyof UserFormValues) => ({
    value: (values[key] as string | null) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      set(
        key,
        (e.target.value === '' && key !== 'username' && key !== 'first_name' && key !== 'last_name' && key !== 'email' && key !== 'password'
          ? null
          : e.target.value) as never,
      ),
  });
  const state = states.data?.find((s) => s.id === values.state_id);
  const pennsylvania = state?.code === PENNSYLVANIA_CODE;
  const roleOptions = offeredRoles(roles.data ?? []);
  const courseOptions = (courses.data ?? []).map((c) => ({ id: c.id, name: c.name }));
  const bookmarkOptions = courseOptions.filter((c) => values.courses.includes(c.id));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
      <TextField label="Username" required autoComplete="off" {...text('username')} {...errors?.fieldProps('username')} />
      {creating ? (
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          {...text('password')}
          {...errors?.fieldProps('password')}
        />
      ) : (
        <Box />
      )}
      <TextField label="Honorific" {...text('honorific')} {...errors?.fieldProps('honorific')} />
      <Box />
      <TextField label="First name" required {...text('first_name')} {...errors?.fieldProps('first_name')} />
      <TextField label="Last name" required {...text('last_name')} {...errors?.fieldProps('last_name')} />
      <TextField label="E-mail" required type="email" {...text('email')} {...errors?.fieldProps('email')} />
      <TextField
        select
        label="E-mail is"
        value={values.email_assign ?? ''}
        onChange={(e) => set('email_assign', (e.target.value || null) as UserFormValues['email_assign'])}
      >
        <MenuItem value="">—</MenuItem>
        {EMAIL_ASSIGN.map((v) => (
          <MenuItem key={v} value={v}>
            {v === 'work' ? 'Work' : 'Personal'}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Phone"
        placeholder="000-000-0000"
        value={maskPhone(values.phone ?? '')}
        onChange={(e) => set('phone', maskPhone(e.target.value).replace(/\D/g, '') || null)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...errors?.fieldProps('phone')}
      />
      <TextField label="Extension" {...text('phone_extension')} />
      <TextField label="Job title" {...text('job_title')} />
      <MultiSelect
        label="Job function"
        options={jobFunctions.data ?? []}
        value={values.job_function}
        onChange={(ids) => set('job_function', ids)}
      />
      <TextField label="Address 1" {...text('address1')} />
      <TextField label="Address 2" {...text('address2')} />
      <TextField label="City" {...text('city')} />
      <TextField label="ZIP code" {...text('zip')} />
      <SingleSelect
        label="State"
        required
        invalid={errors?.fieldProps('state_id')}
        options={states.data ?? []}
        value={values.state_id}
        onChange={(id) => onChange(withState(values, id))}
      />
      <SingleSelect
        label="District"
        options={districts.data ?? []}
        value={values.district_id}
        onChange={(id) => onChange(withDistrict(values, id))}
        blockedReason={values.state_id === null ? USER_FORM_TEXT.stateBeforeDistrict : null}
        onBlocked={onWarning}
      />
      <SingleSelect
        label="School"
        options={schools.data ?? []}
        value={values.school_id}
        onChange={(id) => set('school_id', id)}
        blockedReason={values.district_id === null ? USER_FORM_TEXT.districtBeforeSchool : null}
        onBlocked={onWarning}
      />
      {pennsylvania ? <TextField label="PPID" {...text('ppid')} /> : <Box />}
      {pennsylvania && (
        <TextField select label="Intermediate Unit (IU)" value={values.iu ?? ''} onChange={(e) => set('iu', e.target.value || null)}>
          <MenuItem value="">—</MenuItem>
          {IU_OPTIONS.map((iu) => (
            <MenuItem key={iu} value={iu}>
              {iu}
            </MenuItem>
          ))}
        </TextField>
      )}
      {pennsylvania && <Box />}
      <MultiSelect
        label="Account Privs"
        options={roleOptions}
        value={values.roles}
        onChange={(ids) => set('roles', ids)}
        disabled={ownAccount}
        helperText={ownAccount ? USER_FORM_TEXT.ownRoles : undefined}
        invalid={errors?.fieldProps('roles', ownAccount ? USER_FORM_TEXT.ownRoles : undefined)}
      />
      <TextField
        select
        label="Staff or Contractor"
        required={values.roles.includes(NATIONAL_FACILITATOR_ID)}
        value={values.staff_contractor ?? ''}
        onChange={(e) => set('staff_contractor', (e.target.value || null) as UserFormValues['staff_contractor'])}
        {...errors?.fieldProps('staff_contractor')}
      >
        <MenuItem value="">—</MenuItem>
        {STAFF_CONTRACTOR.map((v) => (
          <MenuItem key={v} value={v}>
            {v === 'staff' ? 'Staff' : 'Contractor'}
          </MenuItem>
        ))}
      </TextField>
      <MultiSelect
        label="Course Privileges"
        options={courseOptions}
        value={values.courses}
        onChange={(ids) => onChange(withCourses(values, ids))}
      />
      <TextField
        select
        label="Course Bookmark"
        value={values.default_course ?? ''}
        onChange={(e) => set('default_course', Number(e.target.value))}
      >
        {bookmarkOptions.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" value={values.status} onChange={(e) => set('status', e.target.value as UserFormValues['status'])}>
        {FORM_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={values.internal} onChange={(e) => set('internal', e.target.checked)} />}
          label="Internal"
        />
        <FormControlLabel
          control={<Checkbox checked={values.state_coordinator} onChange={(e) => set('state_coordinator', e.target.checked)} />}
          label="State Director"
        />
      </Box>
      {values.state_coordinator ? (
        <MultiSelect
          label="States coordinated"
          options={states.data ?? []}
          value={values.states_coordinator}
          onChange={(ids) => set('states_coordinator', ids)}
        />
      ) : (
        <Box />
      )}
      <Box />
      <TextField label="Notes" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} {...text('notes')} />
    </Box>
  );
}
