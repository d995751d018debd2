/**
 * The profile page's texts and the constants and rules both the page and the profile group read
 * (spec 03 §5, §9). One export each: the texts are read through a namespace import (`PROFILE_TEXT`).
 */
import { CALL_HELPDESK } from '../texts/helpdesk.ts';

/** The profile page's texts (spec 03 §5 "Profile", §8), verbatim; texts the spec does not give are marked. */
export const firstNameRequired = 'Please enter your first Name.';
export const lastNameRequired = 'Please enter your last name.';
export const jobTitleRequired = 'Please enter your title.';
export const jobFunctionRequired = 'Please enter your job function.';
export const phoneDigits = 'Please enter a 10-digit phone number.';
export const invalidEmail = 'The input is not valid E-mail.';
export const passwordRequired = 'Please input your password.';
export const confirmRequired = 'Please confirm your password.';
export const passwordsDoNotMatch = 'The two passwords that you entered do not match.';
export const avatarType = 'Profile image files must be JPG/PNG.';
export const ppidRequired = 'Please enter your first PPID.';
export const iuRequired = 'Please select a IU.';
export const districtRequired = 'Please enter your district.';
export const cancelConfirm = 'Do you want to cancel without saving?';
export const updated = 'Profile updated succesfully';
// Not in the spec:
export const emailAssignRequired = 'Please choose whether the e-mail is for work or personal.';
export const stateRequired = 'Please select your state.';
export const emailChangeWarning = 'Changing your e-mail does not change your username: you still sign in with your current username.';
export const avatarTooLarge = 'Profile images must be smaller than 2 MB.';
export const ownProfileOnly = 'You can only change your own profile.';
export const passwordNotHere = 'Your password is not changed on the profile: use Reset Password in the account menu.';
export const passwordNotWhileActingAs = 'A password cannot be set while you act as someone else.';
export const avatarMissing = 'Please choose a JPG or PNG image.';
export const changedMeanwhile = 'Your profile was changed elsewhere since you opened it. Reload the page and make your changes again.';
/** The helpdesk note under the form (its wording is not in the spec; the contact details are shared/texts/helpdesk.ts). */
export const helpdeskNote = `Need a change you cannot make here, such as your username? ${CALL_HELPDESK}`;

// The profile's constants and rules (spec 03 §5, §9).

/** Avatars must be under 2 MB (spec 03 §9). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The one state whose people give a district, PPID and IU (spec 03 §2.10). */
export const PENNSYLVANIA_CODE = 'PA';

/**
 * A stored avatar's file name in its address `/api/avatar/<userId>/<file>`: a fresh uuid per
 * upload (what makes the address unguessable) and the image's kind.
 */
export const AVATAR_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/** Job function ids the job title selects (spec 03 §5 "Profile"). */
export const JOB_FUNCTION_IDS = { teacher: 1, assistantPrincipal: 4, principal: 5, assistantSuperintendent: 7, superintendent: 8 } as const;

/** 'teacher' is recognised once its first six letters are typed ('from 6 typed characters'). */
const TEACHER_PREFIX = 'teache';
const ASSISTANT = String.raw`(?:assistant|asst\.?|assoc(?:iate|\.)?|deputy|vice)[\s-]*`;
const ASSISTANT_SUPERINTENDENT = new RegExp(`\\b${ASSISTANT}(?:superintendent|supt\\b)`);
const ASSISTANT_PRINCIPAL = new RegExp(`\\b${ASSISTANT}principal`);

/**
 * The job function a typed job title selects, or null when it names none of them: assistant
 * superintendent variants (assistant, asst., associate, deputy) 7, other superintendents 8;
 * assistant principal variants (assistant, asst., associate, deputy, vice) 4, other principals 5;
 * anything with 'teacher' in it 1. Superintendent before principal before teacher.
 */
export function jobFunctionForTitle(title: string): number | null {
  const typed = title.toLowerCase().replace(/\s+/g, ' ').trim();
  if (ASSISTANT_SUPERINTENDENT.test(typed)) return JOB_FUNCTION_IDS.assistantSuperintendent;
  if (typed.includes('superintendent')) return JOB_FUNCTION_IDS.superintendent;
  if (ASSISTANT_PRINCIPAL.test(typed)) return JOB_FUNCTION_IDS.assistantPrincipal;
  if (typed.includes('principal')) return JOB_FUNCTION_IDS.principal;
  if (typed.includes(TEACHER_PREFIX)) return JOB_FUNCTION_IDS.teacher;
  return null;
}
