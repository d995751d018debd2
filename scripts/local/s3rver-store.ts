/**
 * One correction to s3rver 3.7's file store. Its putObject answers as soon as the body has gone
 * through its hashing step, before the file is open and written (the write stream opens in the
 * background), and its GET first looks for that file: on a busy machine a GET right after the PUT
 * (the download link an API answer has just given) finds no file yet and answers 404, or reads a
 * short one. `putObjectWhenWritten` answers once the file is complete and closed.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What s3rver hands its store for a PUT (lib/models/object.js). */
export interface S3rverObject {
  bucket: string;
  key: string;
  metadata: Record<string, string>;
  content: Buffer | Readable;
}

/** The parts of s3rver's FilesystemStore the corrected putObject uses. */
export interface S3rverFileStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

export async function putObjectWhenWritten(this: S3rverFileStore, object: S3rverObject): Promise<{ size: number; md5: string }> {
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(dirname(objectPath), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  // Resolves once the file's last byte is written (the write stream's 'finish'), not before.
  await pipeline(source, measure, createWriteStream(objectPath));
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
}

/** s3rver's FilesystemStore class, its putObject corrected (once per process). */
export function correctedFilesystemStore(): new (directory: string) => S3rverFileStore {
  const require = createRequire(import.meta.url);
  const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (directory: string) => S3rverFileStore;
  FilesystemStore.prototype.putObject = putObjectWhenWritten;
  return FilesystemStore;
}
