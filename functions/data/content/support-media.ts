/**
 * The support page's files in the files bucket (ARCHITECTURE §4 "Files", issue 14). No byte of a
 * file passes through a Lambda:
 *
 * 1. `presignUpload` gives the browser a presigned POST for a fresh key under `uploads/support/`,
 *    whose policy holds the key, the content type and the size range (S3 refuses anything else;
 *    s3rver does not check policies, so step 2 is what protects the local stack).
 * 2. `inspectUpload` checks the object the browser left there: HeadObject (size and type) and its
 *    first bytes (a ranged GET), judged by the caller's rule.
 * 3. `promoteUpload` copies it under `support/` (where the topic records it) and deletes the upload.
 *
 * An upload that is never recorded (cancelled, failed, refused) stays under `uploads/`, which the
 * bucket's lifecycle rule empties after a day (cdk/lib/files-bucket.ts UPLOAD_PREFIX).
 * `mediaUrl` signs the GET the page plays and opens (S3 answers range requests: the video seeks).
 */
import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../../services/config.ts';
import { s3 } from '../table/storage.ts';

/** Same prefix as the bucket's one-day expiry rule for uploads (cdk/lib/files-bucket.ts). */
export const SUPPORT_UPLOAD_PREFIX = 'uploads/support/';
/** Where recorded files live. */
const SUPPORT_MEDIA_PREFIX = 'support/';

/** How long the browser has to start its upload. */
export const UPLOAD_POLICY_SECONDS = 3600;

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  expiresAt: string;
}

/** A presigned POST for a new key `uploads/support/<uuid><extension>` of this type and at most `maxBytes`. */
export async function presignUpload(extension: string, contentType: string, maxBytes: number, now = new Date()): Promise<PresignedUpload> {
  const key = `${SUPPORT_UPLOAD_PREFIX}${randomUUID()}${extension}`;
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: config().filesBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_POLICY_SECONDS,
  });
  return { url, fields, key, expiresAt: new Date(now.getTime() + UPLOAD_POLICY_SECONDS * 1000).toISOString() };
}

export type UploadInspection = { problem: 'missing' | 'too_large' | 'wrong_type' } | { problem: null; size: number };

/** How many first bytes `inspectUpload` reads: enough for a PDF's `%PDF-` and an ISO media file's first box. */
const HEAD_BYTES = 16;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * What is wrong with an uploaded object, if anything: none at the key, larger than `maxBytes`, or
 * not of `contentType` / first bytes that `looksRight` refuses.
 */
export async function inspectUpload(
  key: string,
  contentType: string,
  maxBytes: number,
  looksRight: (firstBytes: Uint8Array) => boolean,
): Promise<UploadInspection> {
  const bucket = config().filesBucket;
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    if (statusOf(error) === 404 || (error as { name?: string }).name === 'NotFound') return { problem: 'missing' };
    throw error;
  }
  const size = head.ContentLength ?? 0;
  if (size > maxBytes) return { problem: 'too_large' };
  if (size < 1 || head.ContentType?.split(';')[0]?.trim().toLowerCase() !== contentType) return { problem: 'wrong_type' };
  const first = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }));
  const bytes = (await first.Body?.transformToByteArray()) ?? new Uint8Array();
  return looksRight(bytes.subarray(0, HEAD_BYTES)) ? { problem: null, size } : { problem: 'wrong_type' };
}

/**
 * Copies a checked upload to `support/<topicId>/<uuid><extension>` (a new key for every copy, so
 * no two saves ever share one), deletes the upload and returns the new key; null when the upload
 * is gone meanwhile (another save of the same upload took it first).
 */
export async function promoteUpload(uploadKey: string, topicId: number): Promise<string | null> {
  const bucket = config().filesBucket;
  const extension = uploadKey.slice(uploadKey.lastIndexOf('.'));
  const key = `${SUPPORT_MEDIA_PREFIX}${topicId}/${randomUUID()}${extension}`;
  try {
    await s3().send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: `${bucket}/${uploadKey}` }));
  } catch (error) {
    if (statusOf(error) === 404 || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
  await deleteSupportObject(uploadKey);
  return key;
}

/** Removes an object (a replaced file, a refused upload); a missing one is no error. */
export async function deleteSupportObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config().filesBucket, Key: key }));
}

/** How long a media address lives: at least an hour from any request (see `mediaUrl`). */
const MEDIA_URL_SECONDS = 2 * 3600;

/**
 * A presigned GET that shows the file inline under its chosen name. Signed as of the start of the
 * hour (valid one to two hours from now), so the page's address of a file stays the same for an
 * hour: a list read again does not make the browser reload a playing video.
 */
export function mediaUrl(key: string, fileName: string, contentType: string, now = new Date()): Promise<string> {
  const signingDate = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const command = new GetObjectCommand({
    Bucket: config().filesBucket,
    Key: key,
    ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    ResponseContentType: contentType,
  });
  return getSignedUrl(s3(), command, { expiresIn: MEDIA_URL_SECONDS, signingDate });
}
