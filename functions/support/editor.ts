/** Who saves: the page shows the last editor's name beside each tab and topic (spec 03 §3). */
import { SUPPORT_TEXT } from '../../shared/support/texts.ts';
import { httpError } from '../core/errors.ts';
import type { SessionClaims } from '../core/http.ts';
import { SupportChangedError, type SupportEditor } from '../data/content/support.ts';
import { getUser } from '../data/users/users.ts';

export async function editorOf(auth: SessionClaims, now = new Date()): Promise<SupportEditor> {
  const person = await getUser(auth.userId);
  return {
    updated_by: auth.userId,
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    updated_at: now.toISOString(),
  };
}

/** A write that lost a race with another administrator's answers 409. */
export async function orConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof SupportChangedError) throw httpError(409, SUPPORT_TEXT.changedMeanwhile);
    throw error;
  }
}
