/**
 * The files bucket: snapshots of the lists, generated files. s3rver on the embedded default
 * (path-style addressing), S3 in the cloud. Configuration through FILES_BUCKET and S3_ENDPOINT.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { config } from '../../services/config.ts';
import { tracer } from '../../services/tracer.ts';

let client: S3Client | undefined;

export function s3(): S3Client {
  const { s3Endpoint } = config();
  client ??= tracer.captureAWSv3Client(
    new S3Client(
      s3Endpoint
        ? {
            endpoint: s3Endpoint,
            region: process.env.AWS_REGION ?? 'us-east-1',
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {},
    ),
  );
  return client;
}

const isNoSuchKey = (error: unknown) => error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';

/** The object's bytes, or undefined when there is no such key. */
export async function readObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: config().filesBucket, Key: key }));
    return await out.Body!.transformToByteArray();
  } catch (error) {
    if (isNoSuchKey(error)) return undefined;
    throw error;
  }
}

/** In Node the SDK's body is a Readable, which yields Buffers (Uint8Arrays). */
function isByteStream(body: unknown): body is AsyncIterable<Uint8Array> {
  return typeof body === 'object' && body !== null && Symbol.asyncIterator in body;
}

/**
 * The object's bytes as they arrive, or undefined when there is no such key: a zip of many
 * files then holds one chunk at a time, not every file.
 */
export async function readObjectStream(key: string): Promise<AsyncIterable<Uint8Array> | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: config().filesBucket, Key: key }));
    if (!isByteStream(out.Body)) throw new Error(`S3 answered ${key} without a readable body`);
    return out.Body;
  } catch (error) {
    if (isNoSuchKey(error)) return undefined;
    throw error;
  }
}

export async function writeObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: config().filesBucket, Key: key, Body: body, ContentType: contentType }));
}

/** Removes the object; a key that is not there is no error (S3 answers a delete of it 204). */
export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config().filesBucket, Key: key }));
}

/** Tests point the client at another endpoint between suites. */
export function resetStorage(): void {
  client = undefined;
}
