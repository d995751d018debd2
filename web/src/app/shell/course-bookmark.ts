/**
 * The course bookmark (spec 01 §7, PUT /api/update_default_course/{cohortKey}): the course a
 * person picks in the left menu becomes their course, the one / lands on and the menu is titled
 * with, on this visit (nisl-data's `cohort`) and at the next sign-in (the account's default course).
 */
import { api } from '@/lib/api-client';
import { STORAGE_KEYS, getNislData, isImpersonating, setStoredValue } from '@/lib/session';

export async function bookmarkCourse(cohortKey: string): Promise<void> {
  const nislData = getNislData();
  // Nothing to change when it is already the bookmark; and during Login As the administrator's
  // clicks never change the person's own choices.
  if (!nislData || nislData.cohort === cohortKey || isImpersonating()) return;
  const { data } = await api('PUT /api/update_default_course/{cohortKey}', { params: { cohortKey } });
  // The answer may come after a sign-out or a Login As: it belongs to that person's nisl-data only.
  const current = getNislData();
  if (current?.userID === nislData.userID) setStoredValue(STORAGE_KEYS.nislData, JSON.stringify({ ...current, cohort: data.cohort }));
}
