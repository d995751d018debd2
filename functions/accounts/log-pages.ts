/** Search of the Merge Log and the Pending Log, both read whole and paged in memory (core/list-pages.ts). */

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

/** `First Last`, or null when the account is gone. */
export const personName = (user: { first_name: string; last_name: string } | undefined) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : null;
