/**
 * How a generated file reaches the browser (ARCHITECTURE §4 "Files"): a Lambda answer is capped
 * at 6 MB, so the file is written to the files bucket under `tmp/` (expired after a day by the
 * bucket's lifecycle rule) and the route answers 303 See Other to a short-lived presigned GET
 * that names the file.
 *
 * Kept out of data/table/storage.ts so that only the file-writing groups bundle lib-storage and the
 * presigner.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../services/config.ts';
import type { FileDownload } from '../../shared/api/contract.ts';
import { respond, type RouteResponse } from '../core/http.ts';
import { s3 } from '../data/table/storage.ts';

/** Long enough for the browser to follow the redirect, short enough that a leaked link dies. */
export const DOWNLOAD_URL_SECONDS = 300;

/** Same prefix as the bucket's expiry rule (cdk/lib/files-bucket.ts TMP_PREFIX). */
const TMP_PREFIX = 'tmp/';

export interface GeneratedFile {
  /** The name the browser saves it under (see file-names.ts). */
  name: string;
  contentType: string;
  /** Bytes, or a stream so that a big file is never whole in memory. */
  body: Uint8Array | Readable;
}

/** Stores the file under `tmp/` and answers 303 to a presigned download of it. */
export async function deliverFile(file: GeneratedFile): Promise<RouteResponse<FileDownload>> {
  const key = await storeTemporaryFile(file);
  return respond<FileDownload>(303, undefined, { location: await downloadUrl(key, file.name) });
}

/** Uploads under `tmp/<uuid>/<name>` and returns the key. A stream goes up in multipart chunks. */
export async function storeTemporaryFile(file: GeneratedFile): Promise<string> {
  const key = `${TMP_PREFIX}${randomUUID()}/${file.name}`;
  const upload = new Upload({
    client: s3(),
    params: { Bucket: config().filesBucket, Key: key, Body: file.body, ContentType: file.contentType },
  });
  await upload.done();
  return key;
}

/** A presigned GET of any object in the files bucket that downloads it as `fileName`. */
export function downloadUrl(key: string, fileName: string, expiresIn = DOWNLOAD_URL_SECONDS): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: config().filesBucket,
    Key: key,
    ResponseContentDisposition: attachmentDisposition(fileName),
  });
  return getSignedUrl(s3(), command, { expiresIn });
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): the quoted name is an ASCII
 * fallback for old clients, `filename*` (RFC 5987) carries the exact name.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** Percent-encoding of RFC 5987 `value-chars`: encodeURIComponent leaves ' ( ) * unencoded. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
