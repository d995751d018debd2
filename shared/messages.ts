/**
 * Every user-facing text of the specs, verbatim (typos included: they are the user's word).
 * Server, web and tests import them from here, never retype them.
 */
import { CALL_HELPDESK } from './messages/helpdesk.ts';
import { passwordTooShort } from './messages/sign-in.ts';

export { HELPDESK } from './messages/helpdesk.ts';

export const TOKEN_ERRORS = {
  invalid: 'Token is Invalid',
  expired: 'Token is Expired',
  empty: 'Token is empty',
  notRefreshable: 'Token has expired and can no longer be refreshed',
} as const;

/** `error_log` values of POST /api/login (spec 01 §8). */
export const LOGIN_ERROR_LOG = {
  password: 'Error password',
  user: 'Error user',
  dataSend: 'Error data send',
  merged: 'User Merged',
  inactive: 'User Inactive',
  pending: 'User Pending',
  general: 'General Error',
  throttled: 'Too Many Attempts',
} as const;
export type LoginErrorLog = (typeof LOGIN_ERROR_LOG)[keyof typeof LOGIN_ERROR_LOG];

/** What the login page shows for each error_log (spec 01 §8). */
export const LOGIN_ERROR_TEXT: Record<LoginErrorLog, string> = {
  'Error password': `The password does not match this username. Tap the eye icon to show the password you typed; passwords are case sensitive. You can also use Forgot Password. ${CALL_HELPDESK}`,
  'Error user': `We could not find this username. Your username is usually your e-mail address. ${CALL_HELPDESK}`,
  'Error data send': `We could not find this username. Your username is usually your e-mail address. ${CALL_HELPDESK}`,
  'User Merged': `This account has been merged into another account. ${CALL_HELPDESK}`,
  'User Inactive': `This account is inactive. ${CALL_HELPDESK}`,
  'User Pending': `This account is pending review by the administrators. ${CALL_HELPDESK}`,
  'General Error': `This account has no portal login privileges (feedback diagnostics account). ${CALL_HELPDESK}`,
  'Too Many Attempts': `Too many sign-in attempts. Please wait a few minutes and try again. ${CALL_HELPDESK}`,
};

/** The texts of many areas, by area (shared/messages/general.ts); server code imports that module as a namespace. */
export * as MESSAGES from './messages/general.ts';

/** Not in the spec: refusals of the integration routes (tokens for framed external systems). */
export const INTEGRATION_MESSAGES = {
  ssoOwnAccountOnly: 'Single sign-on is available only for your own account.',
  alpOwnOrParticipant:
    'You can open only your own action-learning project, or, as dashboard staff, that of a participant of a cohort you see.',
  alpSecondInvalid: 'The last part of the address must be true, false or a number.',
  userIdInvalid: 'The user id must be a positive whole number.',
  tokenCmsRequired: 'The CMS token (token_cms) is required.',
  tokenCmsNotYours: 'The CMS token does not belong to the signed-in account.',
  cohortIdInvalid: 'cohort_id must be a positive whole number.',
  toolIdInvalid: 'tool_id must be a positive whole number.',
  contextAnalysisToolOnly: 'Only the Context Analysis Tool (tool 27) issues tokens here.',
  contextAnalysisCourse: 'The Context Analysis Tool is available only for courses 39, 250 and 84.',
  contextAnalysisStart: 'The Context Analysis Tool is available only for cohorts whose first session is after 2021-09-15.',
  contextAnalysisNotInCohort: 'You can open the Context Analysis Tool only for a cohort you belong to.',
  usernameRequired: 'A username is required.',
  videoAnnotationsRole: 'Video Annotation is not available for your roles.',
} as const;

/** Tab 1 Users (spec 02 §2, §8): the users list, its filter and export. Entries marked "Not in the spec" are ours. */
export const USER_LIST_MESSAGES = {
  countLine: (shown: number, total: number) => `${shown} of ${total} accounts`,
  filtersSet: '(Filters have been set)',
  exportFailed: 'Problem with the file',
  blankPrivs: '[blank]',
  absentWho: 'TBD',
  /** Not in the spec: what TBD means, read out and shown on hover beside it. */
  absentWhoMeaning: 'not recorded',
  merged: 'Merged',
  /** Not in the spec: a filter that is not JSON, or a field of the wrong kind. */
  invalidFilter: 'The user list filter could not be read. Clear the filter and try again.',
  /** Not in the spec: page, per_page, column, order_by or the accounts view out of range. */
  invalidPage: 'page must be a whole number from 1, per_page from 1 to 500.',
  invalidSort: 'The list can be sorted by created_at or updated_at, asc or desc.',
  invalidView: 'filterDiagnosticsUsers must be 1, 2 or 3.',
  invalidPickable: 'pickable must be true or false.',
  invalidDate: 'Dates must be written YYYY-MM-DD.',
  searchTooLong: 'The search text can be at most 100 characters.',
  invalidListFilterType: 'typeFilter must be whoCreateCertificate, whoVoidCertificate, participant, whoCreate or whoModify.',
} as const;

/**
 * Admin tabs 2 (Roles), 6-8 (Logon Popup, Participant Notification, Portal Banner) and 9 (Change
 * Username): spec 02 §5, §8 verbatim; the others (marked) are not in the spec (docs/decisions/account-administration.md).
 */
export const ROLE_ADMIN_TEXT = {
  nameRequired: 'Please input a role name',
  saved: 'role saved succefully',
  deleted: 'role deleted',
  /** Not in the spec. */
  nameTaken: 'A role with this name already exists.',
  builtInDelete:
    'This role is built into the portal: its permissions depend on it, so it cannot be deleted. You can deactivate it instead.',
  keptActive: 'This role cannot be deactivated: the portal needs it (administrators, senior admins and the default participant role).',
  activated: 'Role activated.',
  deactivated: 'Role deactivated.',
  notFound: 'Role not found.',
} as const;

export const MESSAGE_ADMIN_TEXT = {
  deleteConfirm: 'Are you sure you want to delete this permanently? You can deactivate it instead, if necessary.',
  /** Not in the spec. */
  titleRequired: 'Please input a title.',
  textRequired: 'Please write the text.',
  unknownRoles: 'Choose roles from the list.',
  unknownCohorts: 'Choose cohorts from the list.',
  saved: 'Saved.',
  activated: 'Activated.',
  deactivated: 'Deactivated.',
  /** Beside the Status switch (spec 02 §4: Activated or Not Activated). */
  statusOn: 'Activated',
  statusOff: 'Not Activated',
  deleted: 'Deleted permanently.',
  notFound: 'This item no longer exists.',
  changedMeanwhile: 'Someone else changed this item meanwhile. Reload and try again.',
} as const;

export const USERNAME_CHANGE_TEXT = {
  /** Spec 02 §8 (create user), reused: a new username must be free as a username and as an e-mail. */
  taken: 'The username or email has already been taken.',
  /** Not in the spec. */
  bothNeeded: 'Please choose a user and enter the new username.',
  notEmail: 'The new username must be a valid e-mail address: the e-mail is changed to match.',
  same: 'This is already the username of this account.',
  merged: 'Merged accounts cannot be renamed.',
  changedMeanwhile: 'The account was changed meanwhile. Please try again.',
  success: (username: string) => `The username was changed to ${username}. The e-mail was also changed to match.`,
} as const;

/** The user create/edit modal, its page lock and the rules it shares with the import (spec 02 §3-§5). */
export * as USER_FORM_TEXT from './messages/user-form.ts';

/** Intermediate Unit options for Pennsylvania accounts (spec 02 §2, §9). */
export const IU_NOT_AFFILIATED = 'not affiliated with an IU';

/**
 * Request validation (functions/core/validation-messages.ts): which field and what is wrong with
 * it, wherever the contract carries no message of its own (never a bare 'Invalid input').
 */
export const VALIDATION_TEXT = {
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} is too long (at most ${max} characters).`,
  tooShort: (field: string, min: number) => `${field} is too short (at least ${min} characters).`,
  exactLength: (field: string, length: number) => `${field} must have exactly ${length} characters.`,
  tooMany: (field: string, max: number) => `${field} has too many entries (at most ${max}).`,
  tooFew: (field: string, min: number) => `${field} needs at least ${min === 1 ? 'one entry' : `${min} entries`}.`,
  atMost: (field: string, max: number | bigint, inclusive: boolean) => `${field} must be ${inclusive ? 'at most' : 'less than'} ${max}.`,
  atLeast: (field: string, min: number | bigint, inclusive: boolean) =>
    `${field} must be ${inclusive ? 'at least' : 'greater than'} ${min}.`,
  wrongType: (field: string, expected: string) => `${field} must be ${expected}.`,
  oneOf: (field: string, values: readonly string[]) => `${field} must be one of: ${values.join(', ')}.`,
  notA: (field: string, what: string) => `${field} is not a valid ${what}.`,
  notValid: (field: string) => `${field} is not valid.`,
  multipleOf: (field: string, divisor: number) => `${field} must be a multiple of ${divisor}.`,
  unknownFields: (field: string, keys: readonly string[]) =>
    `${field} has unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
  /** The field named by an array index: 'Job function (entry 2)'. */
  entry: (field: string, index: number) => `${field} (entry ${index + 1})`,
  /** A failure of a whole part of the request rather than one of its fields. */
  parts: { body: 'The request body', query: 'The query string', params: 'The address' } as Record<string, string>,
  /** What a value of each type is called. */
  types: {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    bigint: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    date: 'a date',
  } as Record<string, string>,
  /** What each string format is called. */
  formats: {
    email: 'e-mail address',
    url: 'web address',
    uuid: 'id',
    date: 'date (YYYY-MM-DD)',
    datetime: 'date and time',
    time: 'time',
  } as Record<string, string>,
  /** Names of fields where the field's own name does not say it well (the form's labels). */
  fields: {
    email: 'E-mail',
    zip: 'ZIP code',
    phone_extension: 'Extension',
    address1: 'Address 1',
    address2: 'Address 2',
    ppid: 'PPID',
    iu: 'Intermediate Unit (IU)',
    default_course: 'Course Bookmark',
    state_coordinator: 'State Director',
    states_coordinator: 'States coordinated',
    staff_contractor: 'Staff or Contractor',
    email_assign: 'E-mail type',
    headline: 'Title',
    per_page: 'Page size',
  } as Record<string, string>,
} as const;

/** Admin tabs 5, 10, 11 and 12: Add District, Merge Accounts, Merge Log, Pending Log (H4: spec 02 §5, §8). */
export const MERGE_TEXT = {
  sameAccount: 'You cannot merge an account into the same account.',
  merged: 'The accounts were merged.',
  notMerged: 'The accounts were not merged. Error ocurred.',
  reversed: 'The usernames and emails were changed.',
  /** Not in the spec: the reasons behind a refused merge or reversal. */
  bothRequired: 'Select both a secondary and a primary account.',
  notReversed: 'The usernames and emails were not changed.',
  alreadyMerged: 'A merged account cannot be merged again.',
  ownAccount: 'You cannot merge your own account.',
  notFound: 'This account no longer exists.',
  tooBig: (changes: number, limit: number) =>
    `These accounts have too many cohort records to merge in one step (${changes} changes, at most ${limit}). Please contact the Helpdesk.`,
  changedMeanwhile: 'One of the accounts or its cohorts changed while merging. Verify the accounts again and retry.',
  alreadyReversed: 'This merge has already been reversed.',
  logNotFound: 'This merge log entry does not exist.',
  /** Why a reversal is refused: each names what changed after the merge (issue 11). */
  accountGone: 'One of the two accounts no longer exists.',
  primaryMergedSince: (username: string) =>
    `The primary account ${username} has been merged into another account since; reverse that merge first.`,
  stubChanged: (username: string) => `The merged account ${username} is no longer marked Merged.`,
  loginChanged: (login: 'username' | 'email', username: string) =>
    `The ${login === 'email' ? 'e-mail' : 'username'} of ${username} was changed after the merge, so it cannot be swapped back.`,
  loginTaken: (login: 'username' | 'email', value: string) =>
    `The ${login === 'email' ? 'e-mail' : 'username'} ${value} has been taken by another account since the merge.`,
  loginsTakenMeanwhile: 'A username or e-mail of these accounts was taken by another account meanwhile.',
  itemChanged: (what: string) => `${what} changed after the merge.`,
  attendanceChanged: (unit: string, cohort: string) => `The attendance of unit ${unit} in ${cohort} was recorded after the merge.`,
  rosterChanged: (cohort: string) => `The roster of ${cohort} changed after the merge.`,
  changedWhileReversing: 'One of the accounts or its cohorts changed while reversing. Please try again.',
  reverseTooBig: (changes: number, limit: number) =>
    `This reversal needs too many changes for one step (${changes}, at most ${limit}). Please contact the Helpdesk.`,
  laterEditsKept: (labels: readonly string[]) => `Changes made after the merge to ${labels.join(', ')} were kept.`,
  /** The merge refuses a username that would stay the other account's e-mail (issue 11). */
  crossedLogin: (value: string) =>
    `After this merge ${value} would be one account's username and the other's e-mail. Choose the username and the e-mail from the same account.`,
  onlySeniorGrantsAdmin: 'Only a Senior Admin may add Administrator or Senior Admin privs to an account.',
  mergeConfirm:
    'Merge the secondary account into the primary account? The secondary account will be marked as merged and its cohorts, attendance and certificates will move to the primary account.',
  reverseConfirm:
    'Reverse this merge? The usernames and e-mails are swapped back, the secondary account is restored, and the cohorts, attendance and certificates the merge moved go back. Changes made to either account since the merge are kept.',
} as const;

export const DISTRICT_TEXT = {
  selectDistrict: 'You must select a District.',
  noneFound: 'There are no accounts with blank Districts...',
  updated: 'The accounts were updated...',
  notUpdated: 'The accounts were not updated. Error ocurred.',
  /** Not in the spec. */
  selectState: 'You must select a State.',
  enterSchool: 'Type the school name as the accounts have it.',
  districtNotInState: 'The District must belong to the State of the accounts.',
  updatedCount: (updated: number, skipped: number) =>
    `${updated} account${updated === 1 ? ' was' : 's were'} updated.${skipped ? ` ${skipped} changed by someone else meanwhile and ${skipped === 1 ? 'was' : 'were'} left as ${skipped === 1 ? 'it was' : 'they were'}.` : ''}`,
  confirm: (count: number, district: string) => `Set the District of ${count} account${count === 1 ? '' : 's'} to ${district}?`,
} as const;

/** Admin tab 4, Import from CSV (H5: spec 02 §5, §8). Role, e-mail and taken texts: USER_FORM_TEXT. */
export const IMPORT_TEXT = {
  cohortsRequired: 'The cohorts field is required.',
  privilegesRequired: 'The privileges field is required.',
  csvOnly: 'Only .csv files are accepted.',
  /** Not in the spec. */
  fileRequired: 'Choose a .csv file to import.',
  typeRequired: 'Choose what to import for: courses or cohorts.',
  badForm: 'The import form could not be read. Please try again.',
  firstRowInvalid: 'The first row of a part of a file must be a row number from 2 on.',
  missingColumns: (columns: string[]) =>
    `The file must have the column${columns.length === 1 ? '' : 's'} ${columns.join(' and ')} in its first row.`,
  /** Follows missingColumns: what the first row holds, so that a wrong separator or encoding shows. */
  headerFound: (cells: string[], separator: string) =>
    `Its first row, read as values separated by ${separator}, has ${cells.length === 1 ? '1 value' : `${cells.length} values`}: ${cells
      .slice(0, 12)
      .map((c) => `"${c.length > 40 ? `${c.slice(0, 40)}…` : c}"`)
      .join(', ')}${cells.length > 12 ? ', …' : ''}.`,
  fileTooLarge: (maxBytes: number) =>
    `The file is larger than ${maxBytes / 1_000_000} MB, the most one import takes. Please split it into smaller files.`,
  tooManyRows: (cost: number, max: number, passwordCost: number) =>
    `This request carries ${cost} rows (a row with its own password counts as ${passwordCost}); one request may carry at most ${max}, so that it ends within the 29 seconds a request may take. Import the file through the Import from CSV tab, or send it in parts of at most ${max} rows, each with the header row, the same run_id and its first_row, as the tab does.`,
  runIdInvalid: 'The run_id of an import must be 8 to 64 letters, digits, - or _.',
  runIdNeedsFirstRow: 'A part of an import run needs its first_row: the file row number of its first row.',
  duplicateColumn: (column: string) => `The column ${column} appears more than once in the first row.`,
  noRows: 'The file has no rows to import.',
  unknownCohort: 'The chosen cohort does not exist.',
  cellCount: (found: number, expected: number) => `This row has ${found} values but the first row has ${expected} columns.`,
  usernameRequired: 'The username is empty.',
  sameInFile: (row: number) => `Repeated: row ${row} of this file has the same username or e-mail, so this row was not imported.`,
  passwordTooShort,
  stateNeeded: 'A district or school needs a state.',
  districtNeeded: 'A school needs a district.',
  unknownState: (state: string) => `There is no state ${state}.`,
  unknownDistrict: (district: string, state: string) => `There is no district ${district} in ${state}.`,
  /** An optional cell that cannot be resolved does not stop the row (spec 02 requires only username and e-mail). */
  phoneUnreadable: (phone: string) => `${phone} is not a 10-digit phone number.`,
  keptAsTyped: (cells: readonly string[]) => `Kept as typed (as entered): ${cells.join(', ')}.`,
  leftBlank: (cells: readonly string[]) => `Left blank: ${cells.join(', ')}.`,
  notChanged: (cells: readonly string[]) => `Not changed: ${cells.join(', ')}.`,
  created: 'Account created.',
  createdPending: 'Account created as Pending: it may duplicate an existing account (same first name, last name and state).',
  updated: 'Existing account updated.',
  mailFailed: 'The e-mail could not be sent.',
  pendingNotInCohort: 'A Pending account cannot be added to a cohort: it was not added.',
  changedMeanwhile: 'The account or the cohort changed while this row was imported. Import the row again.',
  rowFailed: 'This row could not be saved. Import it again.',
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  partFailed: (first: number, last: number, message: string) => `Rows ${first} to ${last} were not imported: ${message}`,
  progress: (done: number, total: number) => `Rows ${done} of ${total}`,
  pendingTitle: 'Possible duplicate accounts created as Pending',
  credentialsSubject: 'Your learning portal account',
  updatedSubject: 'Your learning portal account was updated',
} as const;
