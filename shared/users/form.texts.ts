/**
 * The user create/edit modal, its page lock and the rules it shares with the import (spec 02 §3-§5).
 * Verbatim; one export each, so that a Lambda bundles only the texts it reads: server code and the
 * web import the module as a namespace (`import * as USER_FORM_TEXT from …`).
 */

export const taken = 'The username or email has already been taken.';
export const invalidEmail = 'The input is not valid E-mail.';
export const atLeastOneRole =
  'Accounts must include at least one Account Priv. Please add Participant or some other Account Priv and then try again.';
export const staffOrContractor = 'You must select either Staff or Contractor.';
export const onlySeniorGrantsAdmin = 'Only a Senior Admin may add Administrator or Senior Admin privs to an account.';
/** Not in the spec (§6 gives senior admins the extra powers): every change to such an account, on every admin tab. */
export const onlySeniorManagesAdmins = 'Only a Senior Admin may change an Administrator or Senior Admin account.';
/** Not in the spec: control, bidirectional-override and invisible characters in a name (shared/names.ts). */
export const disallowedCharacters = (label: string) => `The ${label} contains characters that are not allowed.`;
export const stateBeforeDistrict = 'Select your state first, then district, then (if applicable) school.';
export const districtBeforeSchool = 'Please select your state first, then your district, then (if applicable) your school.';
export const deleteConfirm = 'Are you sure you want to permanently delete this account? There is no way to restore a deleted account.';
export const deleted = 'User account deleted.';
/** The answer message of POST /api/user for a possible duplicate. */
export const pending = 'Pending';
export const pageLocked = (name: string, email: string) =>
  `${name} (${email}) has this file open now.  You cannot access this file until ${name} closes the file.`;
/** Not in the spec. */
export const required = (label: string) => `Please input the ${label}.`;
export const passwordRequired = 'Please input a password for the new account.';
export const pendingWarning =
  'This account may duplicate an existing account (same first name, last name and state), so it was created with status Pending. A pending account cannot be added to a roster or logged into until a staff member sets it to Active.';
export const ownRoles = 'You cannot change your own Account Privs.';
export const unknownRole = 'Choose Account Privs from the list.';
export const unknownCourse = 'Choose Course Privileges from the list.';
export const unknownState = 'Choose a state from the list.';
export const invalidPhone = 'The phone number must have 10 digits: 000-000-0000.';
export const invalidIu = 'Choose an Intermediate Unit from 1 to 29, or not affiliated with an IU.';
export const merged = 'Merged accounts cannot be edited.';
export const notFound = 'This account no longer exists.';
export const changedMeanwhile =
  'Someone else saved this account since you opened it. Close it and open it again to see their changes, then make yours again.';
export const created = 'The account was created.';
export const updated = 'The account was updated.';
export const deleteSeniorOnly = 'Only a Senior Admin may delete an account.';
export const deleteOwn = 'You cannot delete your own account.';
export const deleteHasCohorts = (count: number) =>
  `This account is on ${count} cohort${count === 1 ? '' : 's'} (as participant, staff or make-up guest). Remove it from ${count === 1 ? 'that cohort' : 'those cohorts'}, or merge it into another account, before deleting it.`;
export const unsavedChanges = 'You have unsaved changes. Close without saving?';
export const lockLost = 'Someone else has opened this account since your lock lapsed. Close it and open it again later.';
export const lockPage = 'The page must be user/edit/{id} or cohortbuilder/edit/{id}.';
export const lockOwnOnly = 'A page can be locked only for yourself.';
/** Not in the spec: an administrator took the page over (POST /api/take_over_page); its former holder hears it. */
export const pageTakenOver = (name: string, email: string) =>
  `${name} (${email}), an administrator, has taken this page over from you. Changes you had not saved were not saved. Close it and open it again later.`;
export const takeOver = (name: string) => `Take over from ${name}`;
export const takeOverHint = (name: string) =>
  `As an administrator you may take the page over: ${name} is told at their next save or within 5 minutes, and loses what they have not saved.`;

/** Intermediate Unit options for Pennsylvania accounts (spec 02 §2, §9). */
export const IU_NOT_AFFILIATED = 'not affiliated with an IU';
