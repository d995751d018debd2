/**
 * The files bucket's half of the drill: do the files a restored table names exist, and hold what
 * they should? Issued certificate PDFs must have the SHA-256 recorded when they were issued;
 * templates and support media must be there, not empty, and be the kind of file they claim
 * (PNG or PDF signature). A file that is gone but has an earlier version (the bucket is
 * versioned) is reported with the version to bring back. Only reads (Head, Get, List).
 */
import { createHash } from 'node:crypto';
import {
  GetBucketVersioningCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { FileKind, FileRef } from './census.ts';

export interface FileProblem {
  key: string;
  problem: string;
}

export interface FileCheck {
  kind: FileKind;
  /** How many files of this kind the restored table names in its sample. */
  sampled: number;
  matched: number;
  problems: FileProblem[];
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [...'%PDF-'].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as Error).name);

/** `Enabled`, `Suspended`, `never enabled`, or why it could not be read (s3rver has no versioning). */
export async function versioningStatus(s3: S3Client, bucket: string): Promise<string> {
  try {
    const out = await s3.send(new GetBucketVersioningCommand({ Bucket: bucket }));
    return out.Status ?? 'never enabled';
  } catch (error) {
    if ((error as Error).name === 'NotImplemented') return 'not available (s3rver)';
    throw error;
  }
}

/** An earlier version of a key that is gone (current version deleted), if the bucket kept one. */
async function earlierVersion(s3: S3Client, bucket: string, key: string): Promise<string | undefined> {
  try {
    const out = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, Prefix: key, MaxKeys: 20 }));
    const version = (out.Versions ?? []).filter((v) => v.Key === key).sort((a, b) => Number(b.LastModified) - Number(a.LastModified))[0];
    return version?.VersionId;
  } catch {
    return undefined;
  }
}

async function bytesOf(s3: S3Client, bucket: string, key: string, range?: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
  return out.Body!.transformToByteArray();
}

/** What is wrong with one file; undefined when it is as it should be. */
async function problemOf(s3: S3Client, bucket: string, ref: FileRef): Promise<string | undefined> {
  let size: number;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: ref.key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (!isMissing(error)) throw error;
    const version = await earlierVersion(s3, bucket, ref.key);
    return version ? `missing; earlier version ${version} can be restored` : 'missing';
  }
  if (size === 0) return 'empty';
  if (ref.sha256) {
    const sha256 = createHash('sha256')
      .update(await bytesOf(s3, bucket, ref.key))
      .digest('hex');
    if (sha256 !== ref.sha256) return `SHA-256 ${sha256.slice(0, 12)}… differs from the ${ref.sha256.slice(0, 12)}… recorded at issue`;
  }
  const signature = ref.kind.endsWith('png') ? PNG_SIGNATURE : ref.kind.endsWith('pdf') ? PDF_SIGNATURE : undefined;
  if (signature && !startsWith(await bytesOf(s3, bucket, ref.key, 'bytes=0-15'), signature))
    return `not a ${ref.kind.endsWith('png') ? 'PNG' : 'PDF'} file`;
  return undefined;
}

export async function checkFiles(s3: S3Client, bucket: string, files: Map<FileKind, FileRef[]>): Promise<FileCheck[]> {
  const checks: FileCheck[] = [];
  for (const [kind, refs] of files) {
    const problems: FileProblem[] = [];
    for (const ref of refs) {
      const problem = await problemOf(s3, bucket, ref);
      if (problem) problems.push({ key: ref.key, problem });
    }
    checks.push({ kind, sampled: refs.length, matched: refs.length - problems.length, problems });
  }
  return checks;
}
