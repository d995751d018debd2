/** Admin tab 5, Add District (H4: spec 02 §5, §8). */
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
