import { useRef } from 'react';

/** A number per notice object shown, so that each gets a Snackbar, and a hide timer, of its own. */
const noticeIds = new WeakMap<object, number>();
let lastNoticeId = 0;
function idOf(notice: object): number {
  let id = noticeIds.get(notice);
  if (id === undefined) {
    lastNoticeId += 1;
    id = lastNoticeId;
    noticeIds.set(notice, id);
  }
  return id;
}

/**
 * The key for a notice's Snackbar and the notice it shows. MUI's Snackbar starts its auto-hide
 * timer when it opens, so a notice that replaces one still shown would fade with the first; keyed by
 * the notice, each gets a Snackbar and its full time. While the Snackbar closes (`notice` null) the
 * last notice keeps the key and its text, so it fades out rather than going blank.
 */
export function useNoticeKey<T extends object>(notice: T | null): { key: number; shown: T | null } {
  const shown = useRef(notice);
  if (notice) shown.current = notice;
  return { key: shown.current ? idOf(shown.current) : 0, shown: shown.current };
}
