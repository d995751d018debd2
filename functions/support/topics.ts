/**
 * Topics (spec 03 §2.11, §5, §7): add with a tab ('Choose a session'), a name ('Enter the topic')
 * and up to one PDF and one video, each uploaded beforehand straight to S3 (uploads.ts); edit,
 * delete (is_active false, spec 03 §4), the activity switch and drag reordering within a tab.
 * A file is recorded only once checked and copied; a replaced file is deleted after the save, and
 * the copies of a save that failed are deleted before it answers, unless the stored topic names
 * them (a write that landed although its answer was lost).
 */
import type { SupportSavedAnswer } from '../../shared/support/types.ts';
import { SUPPORT_TEXT } from '../../shared/support/texts.ts';
import type { SupportFileKind } from '../../shared/support/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { nextId } from '../data/table/counters.ts';
import {
  loadSupportPage,
  readSupportTopic,
  saveSupportSequence,
  saveSupportTopic,
  type SupportPage,
  type SupportTopicRecord,
} from '../data/content/support.ts';
import { editorOf, orConflict } from './editor.ts';
import { moveChanges } from './order.ts';
import { checkUpload, keepUploads, removeFiles, type CheckedUpload } from './uploads.ts';

function topicOf(page: SupportPage, id: number): SupportTopicRecord {
  const topic = page.topics.find((t) => t.id === id);
  if (!topic) throw httpError(404, SUPPORT_TEXT.topicNotFound);
  return topic;
}

/** The tab a topic goes in must exist ('Choose a session' otherwise). */
function checkTab(page: SupportPage, tabId: number): void {
  if (!page.tabs.some((t) => t.id === tabId)) throw httpError(422, SUPPORT_TEXT.chooseSession);
}

const endOfTab = (page: SupportPage, tabId: number) =>
  Math.max(0, ...page.topics.filter((t) => t.tab_id === tabId).map((t) => t.sequence)) + 1;

const saved = (message: string, id: number): SupportSavedAnswer => ({ message, id });

/** A file to record: the upload's key and the name it was chosen with. */
interface NewFile {
  kind: SupportFileKind;
  key: string;
  name: string | null;
}

const newFile = (kind: SupportFileKind, key: string | null, name: string | null): NewFile[] => (key ? [{ kind, key, name }] : []);

/**
 * Checks every new file (all before any is copied, so one refused file keeps none), then takes the
 * topic's id (a new topic's only now: a refused file spends no id), copies them under the topic and
 * hands the id and their keys to `save`. If the save fails, the copies are deleted, but
 * only those the topic as stored now does not name: a failure can be a write that landed and whose
 * answer was lost (then another save may already have kept the file), and a file a stored topic
 * names is never deleted. The copies' keys are new (a uuid each), so no other save names them
 * otherwise.
 */
async function withFiles(
  files: readonly NewFile[],
  topicIdOf: () => Promise<number>,
  save: (topicId: number, kept: Map<SupportFileKind, { key: string; name: string }>) => Promise<void>,
): Promise<number> {
  const checked: CheckedUpload[] = [];
  for (const file of files) checked.push(await checkUpload(file.kind, file.key));
  const topicId = await topicIdOf();
  const keys = await keepUploads(checked, topicId);
  const kept = new Map(
    files.map((file, i) => [file.kind, { key: keys[i]!, name: file.name || keys[i]!.slice(keys[i]!.lastIndexOf('/') + 1) }] as const),
  );
  try {
    await save(topicId, kept);
  } catch (error) {
    // Not knowing what is stored (the read failed too), the copies stay: an orphan rather than a topic without its file.
    const stored = await readSupportTopic(topicId).then(
      (topic) => ({ topic }),
      () => null,
    );
    if (stored) {
      const named = new Set([stored.topic?.pdf_key, stored.topic?.video_key]);
      await removeFiles(keys.filter((key) => !named.has(key)));
    }
    throw error;
  }
  return topicId;
}

export const createSupportTopic: RouteImplementation<'POST /api/support/session/item'> = async ({ auth, body }) => {
  const [page, editor] = await Promise.all([loadSupportPage(true), editorOf(auth)]);
  checkTab(page, body.support_session_id);
  const files = [...newFile('pdf', body.file_pdf, body.pdf_name), ...newFile('video', body.file_video, body.video_name)];
  const id = await withFiles(
    files,
    () => nextId('support_topic'),
    async (topicId, kept) => {
      const topic: SupportTopicRecord = {
        id: topicId,
        tab_id: body.support_session_id,
        name: body.name,
        sequence: endOfTab(page, body.support_session_id),
        is_active: true,
        deleted: false,
        pdf_key: kept.get('pdf')?.key ?? null,
        pdf_name: kept.get('pdf')?.name ?? null,
        video_key: kept.get('video')?.key ?? null,
        video_name: kept.get('video')?.name ?? null,
        ...editor,
      };
      await orConflict(saveSupportTopic(topic, null));
    },
  );
  return saved(SUPPORT_TEXT.topicSaved, id);
};

/**
 * Edit: tab and name required; a file changes only when its `*_change` is true (to the new upload,
 * or to none with a null key). Or delete, with `is_active: false` alone.
 */
export const updateSupportTopic: RouteImplementation<'POST /api/support/session/item/{id}'> = async ({ auth, params, body }) => {
  const [page, editor] = await Promise.all([loadSupportPage(true), editorOf(auth)]);
  const before = topicOf(page, Number(params.id));
  const deleting = body.is_active === false && body.name === undefined && body.support_session_id === undefined;
  if (deleting) {
    await orConflict(saveSupportTopic({ ...before, ...editor, is_active: false, deleted: true }, before.updated_at));
    return saved(SUPPORT_TEXT.topicDeleted, before.id);
  }
  if (body.support_session_id === undefined) throw httpError(422, SUPPORT_TEXT.chooseSession);
  if (body.name === undefined) throw httpError(422, SUPPORT_TEXT.enterTopic);
  const tabId = body.support_session_id;
  checkTab(page, tabId);
  const files = [
    ...(body.pdf_change ? newFile('pdf', body.file_pdf, body.pdf_name) : []),
    ...(body.video_change ? newFile('video', body.file_video, body.video_name) : []),
  ];
  const replaced: Array<string | null> = [];
  await withFiles(
    files,
    async () => before.id,
    async (_id, kept) => {
      const after: SupportTopicRecord = {
        ...before,
        ...editor,
        tab_id: tabId,
        name: body.name!,
        sequence: tabId === before.tab_id ? before.sequence : endOfTab(page, tabId),
        is_active: body.is_active ?? before.is_active,
      };
      if (body.pdf_change) {
        replaced.push(before.pdf_key);
        Object.assign(after, { pdf_key: kept.get('pdf')?.key ?? null, pdf_name: kept.get('pdf')?.name ?? null });
      }
      if (body.video_change) {
        replaced.push(before.video_key);
        Object.assign(after, { video_key: kept.get('video')?.key ?? null, video_name: kept.get('video')?.name ?? null });
      }
      await orConflict(saveSupportTopic(after, before.updated_at));
    },
  );
  await removeFiles(replaced);
  return saved(SUPPORT_TEXT.topicSaved, before.id);
};

export const supportTopicState: RouteImplementation<'POST /api/support/session/item/state'> = async ({ auth, body }) => {
  const [page, editor] = await Promise.all([loadSupportPage(true), editorOf(auth)]);
  const before = topicOf(page, body.id);
  await orConflict(saveSupportTopic({ ...before, ...editor, is_active: body.is_active }, before.updated_at));
  return saved(body.is_active ? SUPPORT_TEXT.activated : SUPPORT_TEXT.deactivated, before.id);
};

/** Drag reordering within the source's tab; a target in another tab is refused. */
export const supportTopicSequence: RouteImplementation<'POST /api/support/session/item/sequence'> = async ({ auth, body }) => {
  const [page, editor] = await Promise.all([loadSupportPage(true), editorOf(auth)]);
  const source = topicOf(page, body.source_id);
  const target = topicOf(page, body.target_id);
  if (source.tab_id !== target.tab_id) throw httpError(422, SUPPORT_TEXT.sameListOnly);
  const changes = moveChanges(
    page.topics.filter((t) => t.tab_id === source.tab_id),
    source.id,
    target.id,
  )!;
  await orConflict(saveSupportSequence('topic', changes, editor));
  return saved(SUPPORT_TEXT.orderSaved, source.id);
};
