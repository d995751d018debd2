/** Search and paging of the Merge Log and the Pending Log, both read whole and paged in memory. */

/** Whether every word typed appears in one of the texts (case-insensitive). */
export function matchesSearch(search: string, texts: ReadonlyArray<string | number | null | undefined>): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = texts
    .filter((t) => t !== null && t !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

/** `First Last`, or null when the account is gone. */
export const personName = (user: { first_name: string; last_name: string } | undefined) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : null;
