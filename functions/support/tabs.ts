/**
 * Tab settings (spec 03 §2.11, §5, §7): add, edit, delete (is_active false, spec 03 §4), the
 * activity switch and drag reordering. Administrators only (the route's capability).
 */
import type { SupportSavedAnswer } from '../../shared/support/types.ts';
import { SUPPORT_TEXT } from '../../shared/support/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { nextId } from '../data/table/counters.ts';
import { loadSupportPage, saveSupportSequence, saveSupportTab, type SupportTabRecord } from '../data/content/support.ts';
import { editorOf, orConflict } from './editor.ts';
import { moveChanges } from './order.ts';

async function existingTab(id: number): Promise<SupportTabRecord> {
  const tab = (await loadSupportPage(true)).tabs.find((t) => t.id === id);
  if (!tab) throw httpError(404, SUPPORT_TEXT.tabNotFound);
  return tab;
}

const saved = (message: string, id: number): SupportSavedAnswer => ({ message, id });

export const createSupportTab: RouteImplementation<'POST /api/support/session'> = async ({ auth, body }) => {
  const [page, editor, id] = await Promise.all([loadSupportPage(true), editorOf(auth), nextId('support_tab')]);
  const sequence = Math.max(0, ...page.tabs.map((t) => t.sequence)) + 1;
  const tab: SupportTabRecord = { id, name: body.name, has_access: body.has_access, sequence, is_active: true, deleted: false, ...editor };
  await orConflict(saveSupportTab(tab, null));
  return saved(SUPPORT_TEXT.tabSaved, id);
};

/** Edit (name and access, both required), or delete with `is_active: false` alone. */
export const updateSupportTab: RouteImplementation<'POST /api/support/session/{id}'> = async ({ auth, params, body }) => {
  const [before, editor] = await Promise.all([existingTab(Number(params.id)), editorOf(auth)]);
  if (body.is_active === false && body.name === undefined && body.has_access === undefined) {
    await orConflict(saveSupportTab({ ...before, ...editor, is_active: false, deleted: true }, before.updated_at));
    return saved(SUPPORT_TEXT.tabDeleted, before.id);
  }
  if (body.name === undefined) throw httpError(422, SUPPORT_TEXT.tabNameRequired);
  if (body.has_access === undefined) throw httpError(422, SUPPORT_TEXT.tabAccessRequired);
  const after: SupportTabRecord = {
    ...before,
    ...editor,
    name: body.name,
    has_access: body.has_access,
    is_active: body.is_active ?? before.is_active,
  };
  await orConflict(saveSupportTab(after, before.updated_at));
  return saved(SUPPORT_TEXT.tabSaved, before.id);
};

export const supportTabState: RouteImplementation<'POST /api/support/session/state'> = async ({ auth, body }) => {
  const [before, editor] = await Promise.all([existingTab(body.id), editorOf(auth)]);
  await orConflict(saveSupportTab({ ...before, ...editor, is_active: body.is_active }, before.updated_at));
  return saved(body.is_active ? SUPPORT_TEXT.activated : SUPPORT_TEXT.deactivated, before.id);
};

export const supportTabSequence: RouteImplementation<'POST /api/support/session/sequence'> = async ({ auth, body }) => {
  const [page, editor] = await Promise.all([loadSupportPage(true), editorOf(auth)]);
  const changes = moveChanges(page.tabs, body.source_id, body.target_id);
  if (!changes) throw httpError(404, SUPPORT_TEXT.tabNotFound);
  await orConflict(saveSupportSequence('tab', changes, editor));
  return saved(SUPPORT_TEXT.orderSaved, body.source_id);
};
