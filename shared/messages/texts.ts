/**
 * Admin tabs 6-8 (Logon Popup, Participant Notification, Portal Banner): spec 02 §5, §8 verbatim;
 * the others (marked) are not in the spec (docs/decisions/account-administration.md).
 */
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
