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
