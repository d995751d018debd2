/**
 * The profile form's values and its checks before sending (spec 03 §5 "Profile"): the same rules
 * and messages as the server's (the contract profileBody and functions/profile/profile-rules.ts),
 * so a refusal is shown at once; the server checks them all again.
 */
import type { ProfileBody } from '@shared/profile/contract';
import type { OwnProfile } from '@shared/profile/types';
import type { EmailAssign } from '@shared/api/user-record';
import { hasDisallowedCharacters } from '@shared/names';
import * as PROFILE_TEXT from '@shared/profile/texts';
import { jobFunctionForTitle } from '@shared/profile/texts';
import { regexes } from 'zod/mini';
import { type NewPasswordChecks, type NewPasswordErrors, newPasswordAccepted, validateNewPassword } from '@/lib/new-password';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  job_title: string;
  job_function: number[];
  /** Digits only; shown masked 000-000-0000. */
  phone: string;
  phone_extension: string;
  email: string;
  email_assign: EmailAssign | null;
  state_id: number | null;
  district_id: number | null;
  school_id: number | null;
  ppid: string;
  iu: string | null;
  /** First-time mode only. */
  password: string;
  confirm: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function valuesOf(profile: OwnProfile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    job_title: profile.job_title ?? '',
    job_function: profile.job_function,
    phone: (profile.phone ?? '').replace(/\D/g, ''),
    phone_extension: profile.phone_extension ?? '',
    email: profile.email,
    email_assign: profile.email_assign,
    state_id: profile.state_id,
    district_id: profile.district_id,
    school_id: profile.school_id,
    ppid: profile.ppid ?? '',
    iu: profile.iu,
    password: '',
    confirm: '',
  };
}

/** Whether the form differs from the record it was opened with. */
export function isChanged(values: ProfileValues, initial: ProfileValues): boolean {
  return (Object.keys(initial) as ProfileField[]).some((key) => JSON.stringify(values[key]) !== JSON.stringify(initial[key]));
}

/**
 * A new job title: when it names another job function than the title before it (superintendent,
 * principal, teacher and their assistant variants), that function becomes the choice; otherwise
 * the chosen functions stay as they are.
 */
export function withJobTitle(values: ProfileValues, title: string): ProfileValues {
  const selected = jobFunctionForTitle(title);
  const next = { ...values, job_title: title };
  if (selected !== null && selected !== jobFunctionForTitle(values.job_title)) next.job_function = [selected];
  return next;
}

/** A new state clears the district and school it held (they belong to the old state). */
export function withState(values: ProfileValues, stateId: number | null): ProfileValues {
  if (stateId === values.state_id) return values;
  return { ...values, state_id: stateId, district_id: null, school_id: null };
}

export function withDistrict(values: ProfileValues, districtId: number | null): ProfileValues {
  if (districtId === values.district_id) return values;
  return { ...values, district_id: districtId, school_id: null };
}

const blankOrHidden = (text: string) => text.trim() === '' || hasDisallowedCharacters(text.trim());

export interface ProfileChecks {
  /** The chosen state is Pennsylvania: district, PPID and IU are required. */
  pennsylvania: boolean;
  /** First-time mode: the new password and its confirmation, with the password rules. */
  firstTime: false | Pick<NewPasswordChecks, 'owner' | 'adminPolicy'>;
}

/** The spec's message for each field that fails, in the form's order. */
export function validateProfile(values: ProfileValues, { pennsylvania, firstTime }: ProfileChecks): ProfileErrors {
  const errors: ProfileErrors = {};
  if (blankOrHidden(values.first_name)) errors.first_name = PROFILE_TEXT.firstNameRequired;
  if (blankOrHidden(values.last_name)) errors.last_name = PROFILE_TEXT.lastNameRequired;
  if (blankOrHidden(values.job_title)) errors.job_title = PROFILE_TEXT.jobTitleRequired;
  if (values.job_function.length === 0) errors.job_function = PROFILE_TEXT.jobFunctionRequired;
  if (values.phone.replace(/\D/g, '').length !== 10) errors.phone = PROFILE_TEXT.phoneDigits;
  if (!regexes.email.test(values.email.trim().toLowerCase())) errors.email = PROFILE_TEXT.invalidEmail;
  if (values.email_assign === null) errors.email_assign = PROFILE_TEXT.emailAssignRequired;
  if (values.state_id === null) errors.state_id = PROFILE_TEXT.stateRequired;
  if (pennsylvania) {
    if (values.district_id === null) errors.district_id = PROFILE_TEXT.districtRequired;
    if (values.ppid.trim() === '') errors.ppid = PROFILE_TEXT.ppidRequired;
    if (values.iu === null) errors.iu = PROFILE_TEXT.iuRequired;
  }
  if (firstTime) {
    const found: NewPasswordErrors = validateNewPassword({ password: values.password, confirm: values.confirm }, firstTime);
    if (!newPasswordAccepted(found)) {
      if (found.password) errors.password = found.password;
      if (found.confirm) errors.confirm = found.confirm;
    }
  }
  return errors;
}

/** The body of PUT /api/user/{id}: PPID and IU only for Pennsylvania, the password only in first-time mode. */
export function bodyOf(values: ProfileValues, { pennsylvania, firstTime }: ProfileChecks, version: number): ProfileBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    job_title: values.job_title.trim(),
    job_function: values.job_function,
    phone: values.phone,
    phone_extension: values.phone_extension.trim() || null,
    email: values.email.trim(),
    email_assign: values.email_assign as EmailAssign,
    state_id: values.state_id as number,
    district_id: values.district_id,
    school_id: values.school_id,
    ppid: pennsylvania ? values.ppid.trim() || null : null,
    iu: pennsylvania ? values.iu : null,
    ...(firstTime ? { password: values.password, repeat_password: values.confirm } : {}),
    version,
  };
}

/** The form's field a server refusal names (`errors` keys are the body's names). */
export function fieldOfServerError(key: string): ProfileField | null {
  if (key === 'repeat_password') return 'confirm';
  const fields: readonly string[] = [
    'first_name',
    'last_name',
    'job_title',
    'job_function',
    'phone',
    'phone_extension',
    'email',
    'email_assign',
    'state_id',
    'district_id',
    'school_id',
    'ppid',
    'iu',
    'password',
  ];
  return fields.includes(key) ? (key as ProfileField) : null;
}
