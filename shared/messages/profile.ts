import { CALL_HELPDESK } from './helpdesk.ts';

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
/** The helpdesk note under the form (its wording is not in the spec; the contact details are shared/messages/helpdesk.ts). */
export const helpdeskNote = `Need a change you cannot make here, such as your username? ${CALL_HELPDESK}`;
