/**
 * The Filter Users List modal (spec 02 §2, §3): every filter field in the admin lists' FilterDialog
 * (Cancel / Clear / Done, the Enter key submits). The parent persists what Done or Clear hands back.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { NamedOption, UserFilterOptions, UserListFilter } from '@shared/users/list.types';
import { useCertificatePeople, useFilterLookups, useFilterOptions } from '../api/users';
import { ChoiceField, DateRanges, FilterDialog } from '../components/FilterDialog';
import { compactFilter } from './filter-storage';

type TextKey =
  | 'username'
  | 'honorific'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'job_title'
  | 'address'
  | 'city'
  | 'zip'
  | 'school'
  | 'district_as_entered'
  | 'notes';
type IdsKey =
  | 'states'
  | 'districts'
  | 'job_function'
  | 'roles'
  | 'courses'
  | 'cohorts'
  | 'bookmark'
  | 'created_by'
  | 'updated_by'
  | 'certificate_created_by'
  | 'certificate_courses'
  | 'certificate_cohorts'
  | 'certificate_void_by';
type TextsKey = 'os' | 'browsers' | 'ips';
type DateStem = 'profile_updated' | 'created' | 'updated' | 'certificate' | 'certificate_void' | 'last_login';

const TEXTS: Array<[TextKey, string]> = [
  ['username', 'Username'],
  ['honorific', 'Honorific'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['job_title', 'Job title'],
  ['address', 'Address'],
  ['city', 'City'],
  ['zip', 'Zip'],
  ['school', 'School'],
  ['district_as_entered', 'District as entered'],
  ['notes', 'Notes'],
];

const RANGES: Array<[DateStem, string]> = [
  ['profile_updated', 'Profile updated'],
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['certificate', 'Certificate created'],
  ['certificate_void', 'Certificate voided'],
  ['last_login', 'Last login'],
];

const STATUS = [
  ['', 'Any'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
  ['pending', 'Pending'],
  ['merged', 'Merged'],
  ['all_status', 'All Accounts'],
] as const;
const INTERNAL = [
  ['', 'Any'],
  ['include', 'Include Internal'],
  ['exclude', 'Exclude Internal'],
] as const;
const DIRECTOR = [
  ['', 'Any'],
  ['yes', 'Yes'],
  ['no', 'No'],
] as const;
const SESSION = [
  ['', 'Any'],
  ['logged_in', 'Logged in'],
  ['logged_out', 'Logged out'],
] as const;

interface Props {
  initial: UserListFilter;
  onCancel: () => void;
  onDone: (filter: UserListFilter) => void;
  onClear: () => void;
  /** The Role field can be disabled by a flag (spec 02 §2). */
  roleDisabled?: boolean;
}

export function UserFilterModal({ initial, onCancel, onDone, onClear, roleDisabled = false }: Props) {
  const [filter, setFilter] = useState<UserListFilter>(initial);
  const options = useFilterOptions(true).data;
  const lookups = useFilterLookups();
  const creators = useCertificatePeople('whoCreateCertificate').data?.users ?? [];
  const voiders = useCertificatePeople('whoVoidCertificate').data?.users ?? [];
  const set = <K extends keyof UserListFilter>(key: K, value: UserListFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));

  const named = (key: IdsKey, label: string, choices: NamedOption[], disabled = false, helperText?: string) => (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={choices}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={choices.filter((o) => (filter[key] ?? []).includes(o.id))}
      onChange={(_, chosen) =>
        set(
          key,
          chosen.map((o) => o.id),
        )
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
  const chosenStates = filter.states ?? [];
  // Districts follow the chosen states, as on the user form (state first, then district).
  const districts = lookups.districts.filter((d) => chosenStates.includes(d.state_id));
  const setStates = (states: number[]) =>
    setFilter((f) => ({
      ...f,
      states,
      districts: (f.districts ?? []).filter((id) => lookups.districts.some((d) => d.id === id && states.includes(d.state_id))),
    }));
  const texts = (key: TextsKey, label: string, choices: string[]) => (
    <Autocomplete
      multiple
      size="small"
      options={choices}
      value={filter[key] ?? []}
      onChange={(_, chosen) => set(key, chosen)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
  const select = (label: string, value: string, choices: ReadonlyArray<readonly [string, string]>, onChange: (value: string) => void) => (
    <ChoiceField label={label} value={value} choices={choices} onChange={onChange} />
  );
  const courses = (options?.courses ?? []).map((c) => ({ id: c.value, name: c.label }));
  const o: Partial<UserFilterOptions> = options ?? {};

  return (
    <FilterDialog
      title="Filter Users List"
      onCancel={onCancel}
      onClear={onClear}
      onDone={() => onDone(compactFilter(filter))}
      ranges={<DateRanges ranges={RANGES} value={(key) => filter[key]} onChange={(key, value) => set(key, value)} />}
    >
      <TextField
        size="small"
        label="ID"
        value={filter.id ?? ''}
        onChange={(e) => set('id', e.target.value.replace(/\D/g, '') ? Number(e.target.value.replace(/\D/g, '')) : null)}
      />
      {TEXTS.map(([key, label]) => (
        <TextField key={key} size="small" label={label} value={filter[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
      ))}
      <Autocomplete
        multiple
        size="small"
        options={o.states ?? []}
        getOptionLabel={(s) => s.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={(o.states ?? []).filter((s) => chosenStates.includes(s.id))}
        onChange={(_, chosen) => setStates(chosen.map((s) => s.id))}
        renderInput={(params) => <TextField {...params} label="State" />}
      />
      {named('districts', 'District', districts, chosenStates.length === 0, chosenStates.length === 0 ? 'Choose a state first' : undefined)}
      {named('job_function', 'Job function', lookups.jobFunctions)}
      {named('roles', 'Role', o.roles ?? [], roleDisabled)}
      {named('courses', 'Courses', courses)}
      {named('cohorts', 'Cohorts', o.cohorts ?? [])}
      {named('bookmark', 'Bookmark', courses)}
      {select('Status', filter.status ?? '', STATUS, (v) => set('status', (v || null) as UserListFilter['status']))}
      {select('Is state director', filter.state_director === true ? 'yes' : filter.state_director === false ? 'no' : '', DIRECTOR, (v) =>
        set('state_director', v ? v === 'yes' : null),
      )}
      {select('Internal', filter.internal ?? '', INTERNAL, (v) => set('internal', (v || null) as UserListFilter['internal']))}
      {named('created_by', 'Created by', o.createdBy ?? [])}
      {named('updated_by', 'Updated by', o.updatedBy ?? [])}
      {named('certificate_created_by', 'Certificate created by', creators)}
      {named('certificate_courses', 'Courses of certificates', courses)}
      {named('certificate_cohorts', 'Cohorts of certificates', o.cohorts ?? [])}
      {named('certificate_void_by', 'Certificate void by', voiders)}
      {texts('os', 'Operating system', o.os ?? [])}
      {texts('browsers', 'Browser', o.browsers ?? [])}
      {texts('ips', 'ISP', o.ips ?? [])}
      {select('Session', filter.session ?? '', SESSION, (v) => set('session', (v || null) as UserListFilter['session']))}
    </FilterDialog>
  );
}
