/** Shapes of the profile group's calls (spec 03 §2.10, §7 "Profile"). */
import type { UserData } from '../auth/types.ts';
import type { UserRecord } from '../api/user-record.ts';

/**
 * Answer of PUT /api/user/{id}: the spec's success text, the session's refreshed `user-data`
 * (so the top bar and the required-data prompt follow without a new sign-in) and the record's
 * new version for the next save.
 */
export interface ProfileSavedAnswer {
  message: string;
  user: UserData;
  version: number;
  /** The new password's date when first-time mode set one (the `date-last-update-pass` value). */
  lastDateChangedPassword: string | null;
}

/** Answer of POST /api/user/update/avatar: the address the top bar shows the new image from. */
export interface AvatarAnswer {
  url: string;
}

/**
 * Answer of GET /api/user/profile (not in the spec): the signed-in person's own record as the
 * profile form edits it, with its version (for the save) and whether first-time mode applies
 * (the form then asks for a new password too).
 */
export type OwnProfile = Pick<
  UserRecord,
  | 'id'
  | 'username'
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
  | 'ppid'
  | 'iu'
  | 'avatar'
  | 'first_time'
  | 'required_data'
  | 'version'
>;
