/** The user form's fields from the account as the form loads it (GET /api/validate_page): what Create and Update send. */
import type { UserFormFields, UserFormRecord } from './form.types.ts';

export function formFieldsOf(record: UserFormRecord): UserFormFields {
  const {
    id: _id,
    school_name: _s,
    district_as_entered: _d,
    school_as_entered: _sa,
    profile_updated: _p,
    login_at: _l,
    created_at: _c,
    created_by: _cb,
    updated_at: _u,
    updated_by: _ub,
    version: _v,
    ...fields
  } = record;
  return fields;
}
