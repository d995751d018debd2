/**
 * A topic's files (issue 14): the browser uploads each straight to S3 with the presigned POST this
 * group gives (`POST /api/support/upload`, not in the spec); a topic's save then names the upload
 * key, and the file is recorded only after it was checked in S3 (size, type, first bytes) and
 * copied under `support/` (data/content/support-media.ts).
 */
import type { SupportUploadAnswer } from '../../shared/support/types.ts';
import { SUPPORT_TEXT } from '../../shared/support/texts.ts';
import { extensionOf, SUPPORT_FILES, SUPPORT_MAX_BYTES, supportContentType, type SupportFileKind } from '../../shared/support/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { deleteSupportObject, inspectUpload, presignUpload, promoteUpload } from '../data/content/support-media.ts';

export const supportUpload: RouteImplementation<'POST /api/support/upload'> = async ({ body }) => {
  const contentType = supportContentType(body.kind, body.file_name);
  if (!contentType) throw httpError(422, SUPPORT_FILES[body.kind].wrongType);
  if (body.size > SUPPORT_MAX_BYTES) throw httpError(422, SUPPORT_FILES[body.kind].tooLarge);
  const upload = await presignUpload(extensionOf(body.file_name), contentType, SUPPORT_MAX_BYTES);
  const answer: SupportUploadAnswer = {
    kind: body.kind,
    url: upload.url,
    fields: upload.fields,
    key: upload.key,
    content_type: contentType,
    max_bytes: SUPPORT_MAX_BYTES,
    expires_at: upload.expiresAt,
  };
  return answer;
};

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** A PDF starts with `%PDF-`. */
const isPdf = (bytes: Uint8Array) => ascii(bytes, 0, 5) === '%PDF-';

/**
 * An MP4 or MOV is an ISO base media file: a box size, then the first box's type, `ftyp`; old
 * QuickTime files may open with another top-level box instead.
 */
const QUICKTIME_FIRST_BOXES = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];
const isVideo = (extension: string) => (bytes: Uint8Array) => {
  if (bytes.length < 8) return false;
  const box = ascii(bytes, 4, 4);
  return extension === '.mov' ? QUICKTIME_FIRST_BOXES.includes(box) : box === 'ftyp';
};

/** An upload the API has checked: its key under `uploads/` and the type it holds. */
export interface CheckedUpload {
  kind: SupportFileKind;
  key: string;
}

/**
 * Checks the object at an upload key for a file of `kind`: 422 when it is not there or not of its
 * type (a wrong one is deleted at once), 413 'Payload Too Large' when it is over the limit.
 */
export async function checkUpload(kind: SupportFileKind, key: string): Promise<CheckedUpload> {
  const extension = extensionOf(key);
  const contentType = supportContentType(kind, key);
  if (!contentType) throw httpError(422, SUPPORT_FILES[kind].wrongType);
  const looksRight = kind === 'pdf' ? isPdf : isVideo(extension);
  const inspection = await inspectUpload(key, contentType, SUPPORT_MAX_BYTES, looksRight);
  if (inspection.problem === 'missing') throw httpError(422, SUPPORT_TEXT.uploadMissing);
  if (inspection.problem !== null) await deleteSupportObject(key);
  if (inspection.problem === 'too_large') throw httpError(413, SUPPORT_TEXT.payloadTooLarge);
  if (inspection.problem === 'wrong_type') throw httpError(422, SUPPORT_FILES[kind].wrongType);
  return { kind, key };
}

/**
 * Moves checked uploads under the topic's files; returns their new keys in the same order. An upload
 * gone since its check (the same upload saved twice at once) answers as a missing one.
 */
export async function keepUploads(uploads: readonly CheckedUpload[], topicId: number): Promise<string[]> {
  const kept: string[] = [];
  try {
    for (const upload of uploads) {
      const key = await promoteUpload(upload.key, topicId);
      if (key === null) throw httpError(422, SUPPORT_TEXT.uploadMissing);
      kept.push(key);
    }
  } catch (error) {
    await removeFiles(kept);
    throw error;
  }
  return kept;
}

/** Deletes files no topic names any more (a replaced file, or the copies of a save that failed). */
export async function removeFiles(keys: ReadonlyArray<string | null>): Promise<void> {
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => deleteSupportObject(key)));
}
