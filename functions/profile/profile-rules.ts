/**
 * The profile's rules that need more than the body's shape (the contract, profileBody, checks
 * that): the state, job functions, district and school must exist in the reference data, the
 * district must be the state's and the school the district's; Pennsylvania's people give a
 * district, PPID and IU (spec 03 §5 "Profile", its messages), everyone else's PPID and IU are
 * cleared. Each refusal is a 422 whose `errors` names the field, as a contract refusal does.
 */
import type { ProfileBody } from '../../shared/profile/contract.ts';
import * as PROFILE_TEXT from '../../shared/profile/texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { PENNSYLVANIA_CODE } from '../../shared/profile/texts.ts';
import { httpError } from '../core/errors.ts';
import { districtsOfState, listReference, schoolsOfDistrict } from '../data/reference/reference.ts';
import type { UserRecord } from '../data/users/users.ts';

/** A 422 about one field, shaped like the contract's refusals (message, errors by field). */
export const fieldError = (field: string, message: string) => httpError(422, message, { errors: { [field]: [message] } });

/** The fields a profile save writes. */
export type ProfileFields = Pick<
  UserRecord,
  | 'first_name'
  | 'last_name'
  | 'job_title'
  | 'job_function'
  | 'phone'
  | 'phone_extension'
  | 'email'
  | 'email_assign'
  | 'state_id'
  | 'district_id'
  | 'school_id'
  | 'school_name'
  | 'ppid'
  | 'iu'
>;

export async function checkProfileFields(body: ProfileBody): Promise<ProfileFields> {
  const [states, jobFunctions] = await Promise.all([listReference('STATE'), listReference('JOB_FUNCTION')]);
  const state = states.find((s) => s.id === body.state_id);
  if (!state) throw fieldError('state_id', PROFILE_TEXT.stateRequired);
  const known = new Set(jobFunctions.map((j) => j.id));
  const jobFunction = [...new Set(body.job_function)];
  if (jobFunction.some((id) => !known.has(id))) throw fieldError('job_function', PROFILE_TEXT.jobFunctionRequired);

  const pennsylvania = state.code === PENNSYLVANIA_CODE;
  if (pennsylvania) {
    if (body.district_id === null) throw fieldError('district_id', PROFILE_TEXT.districtRequired);
    if (body.ppid === null) throw fieldError('ppid', PROFILE_TEXT.ppidRequired);
    if (body.iu === null) throw fieldError('iu', PROFILE_TEXT.iuRequired);
  }
  if (body.district_id !== null && !(await districtsOfState(state.id)).some((d) => d.id === body.district_id))
    throw fieldError('district_id', USER_FORM_TEXT.stateBeforeDistrict);
  let schoolName: string | null = null;
  if (body.school_id !== null) {
    const school = body.district_id === null ? undefined : (await schoolsOfDistrict(body.district_id)).find((s) => s.id === body.school_id);
    if (!school) throw fieldError('school_id', USER_FORM_TEXT.districtBeforeSchool);
    schoolName = school.name;
  }

  return {
    first_name: body.first_name,
    last_name: body.last_name,
    job_title: body.job_title,
    job_function: jobFunction,
    phone: body.phone,
    phone_extension: body.phone_extension,
    email: body.email,
    email_assign: body.email_assign,
    state_id: state.id,
    district_id: body.district_id,
    school_id: body.school_id,
    school_name: schoolName,
    ppid: pennsylvania ? body.ppid : null,
    iu: pennsylvania ? body.iu : null,
  };
}
