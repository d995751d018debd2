/**
 * Shapes of the user create/edit modal's calls (spec 02 §3, §5, §7): the account as the form
 * edits it and the create/update answers (the page lock's answers: shared/locks/types.ts).
 */
import type { FormStatus, StaffContractor, UserRecord } from '../api/user-record.ts';

/** Intermediate Units of Pennsylvania: 1 to 29 (the 'not affiliated' choice is IU_NOT_AFFILIATED, form.texts.ts). */
export const IU_NUMBERS = Array.from({ length: 29 }, (_, i) => String(i + 1));

/** The record's fields the form edits as they are (spec 02 §3 User). */
type EditedAsStored =
  | 'username'
  | 'honorific'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'email_assign'
  | 'phone'
  | 'phone_extension'
  | 'job_title'
  | 'job_function'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zip'
  | 'state_id'
  | 'district_id'
  | 'school_id'
  | 'ppid'
  | 'iu'
  | 'notes'
  | 'internal'
  | 'roles'
  | 'courses'
  | 'state_coordinator'
  | 'states_coordinator'
  | 'certifications';

/** The fields the form edits: the record's, with the three the form holds differently. */
export type UserFormFields = Pick<UserRecord, EditedAsStored> & {
  /** Never merged: that is the merge's business (the contract refuses it). */
  status: FormStatus;
  /** The Course Bookmark, blank until chosen; when it is not among `courses` the server moves it to the first. */
  default_course: number | null;
  /** Blank until chosen; stored as 'staff' when left blank. */
  staff_contractor: StaffContractor | null;
};

/** POST /api/user: the fields plus the new account's password. */
export type CreateUserBody = UserFormFields & { password: string };

/** PUT /api/user/update/{id}: the fields plus the version the form was loaded at. */
export type UpdateUserBody = UserFormFields & { version: number };

/** The account as the edit form loads it (never its password; a merged account has no form). */
export type UserFormRecord = Omit<UserFormFields, 'default_course'> &
  Pick<
    UserRecord,
    'id' | 'default_course' | 'school_name' | 'login_at' | 'created_at' | 'created_by' | 'updated_at' | 'updated_by' | 'version'
  > &
  /** The old system's values, read-only (null when the account has none). */
  Required<Pick<UserRecord, 'district_as_entered' | 'school_as_entered' | 'profile_updated'>>;

/** POST /api/user and PUT /api/user/update/{id}. `message` is 'Pending' for a possible duplicate. */
export interface SaveUserAnswer {
  message: string;
  user: UserFormRecord;
  /** Accounts the new one may duplicate (create only, when pending). */
  duplicates?: number[];
}
