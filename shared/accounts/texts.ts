/**
 * Admin tab 9, Change Username: spec 02 §5, §8 verbatim; the others (marked) are not in the spec
 * (docs/decisions/account-administration.md).
 */
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

/** Admin tabs 10, 11 and 12: Merge Accounts, Merge Log, Pending Log (H4: spec 02 §5, §8). */
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
