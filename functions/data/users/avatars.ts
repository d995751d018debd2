/**
 * Profile photos in the files bucket: `avatars/<userId>/<uuid>.<png|jpg>`, and the profile's
 * `avatar`, the address the top bar shows: `/api/avatar/<userId>/<uuid>.<png|jpg>` (a route
 * without sign-in, since an <img> sends no Authorization header; the uuid makes it unguessable),
 * which answers 303 to a short-lived presigned GET of the object (`avatarObjectUrl`).
 *
 * The avatar is not one of the fields the profile form saves under its version: setting it
 * neither moves the version (a form open while the photo changes still saves) nor the user feed
 * (no list shows it). It is set only if it is still the one the caller replaced, so two uploads
 * at once cannot leave an object that no profile names.
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AVATAR_FILE_PATTERN } from '../../../shared/profile/texts.ts';
import { config } from '../../services/config.ts';
import { db, tableName } from '../table/client.ts';
import { s3 } from '../table/storage.ts';
import { isConditionFailure } from '../table/transaction.ts';
import { userProfileEntity } from './users.ts';

export type AvatarKind = 'png' | 'jpg';

const CONTENT_TYPE: Record<AvatarKind, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** The public address's path: `/api/avatar/<userId>/<file>`. */
const AVATAR_PATH = '/api/avatar/';

const objectKey = (userId: number, file: string) => `avatars/${userId}/${file}`;

/** The address a profile records for its avatar file. */
export const avatarAddress = (userId: number, file: string) => `${AVATAR_PATH}${userId}/${file}`;

/** The object key behind an address this module gave, or undefined for any other value. */
function keyOfAddress(userId: number, address: string | null): string | undefined {
  if (!address?.startsWith(`${AVATAR_PATH}${userId}/`)) return undefined;
  const file = address.slice(`${AVATAR_PATH}${userId}/`.length);
  return AVATAR_FILE_PATTERN.test(file) ? objectKey(userId, file) : undefined;
}

/** Stores the image under a fresh key and answers its file name. */
export async function storeAvatar(userId: number, bytes: Uint8Array, kind: AvatarKind): Promise<string> {
  const file = `${randomUUID()}.${kind}`;
  await s3().send(
    new PutObjectCommand({
      Bucket: config().filesBucket,
      Key: objectKey(userId, file),
      Body: bytes,
      ContentType: CONTENT_TYPE[kind],
      CacheControl: 'private, max-age=86400',
    }),
  );
  return file;
}

async function deleteKey(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config().filesBucket, Key: key }));
}

/**
 * Makes `file` the profile's avatar if the profile still shows `previous`, then deletes the
 * previous object. False (and the new object deleted) when the profile does not exist or its
 * avatar changed meanwhile: the caller reads it again.
 */
export async function replaceAvatar(userId: number, previous: string | null, file: string): Promise<boolean> {
  const address = avatarAddress(userId, file);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userProfileEntity.key(userId),
        UpdateExpression: 'SET avatar = :new',
        ConditionExpression:
          previous === null
            ? 'attribute_exists(PK) AND (attribute_not_exists(avatar) OR avatar = :null)'
            : 'attribute_exists(PK) AND avatar = :previous',
        ExpressionAttributeValues: { ':new': address, ...(previous === null ? { ':null': null } : { ':previous': previous }) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
  const previousKey = keyOfAddress(userId, previous);
  if (previousKey) await deleteKey(previousKey);
  return true;
}

/** Removes a stored object that no profile came to name (a replace that lost its race). */
export async function discardAvatar(userId: number, file: string): Promise<void> {
  await deleteKey(objectKey(userId, file));
}

/** How long the signed address of an avatar lives: one to two hours (see `avatarObjectUrl`). */
const URL_SECONDS = 2 * 3600;

/**
 * A presigned GET of the avatar object. Signed as of the start of the hour, so the address stays
 * the same for an hour and the browser keeps the image it already has.
 */
export function avatarObjectUrl(userId: number, file: string, now = new Date()): Promise<string> {
  const signingDate = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const kind: AvatarKind = file.endsWith('.png') ? 'png' : 'jpg';
  const command = new GetObjectCommand({
    Bucket: config().filesBucket,
    Key: objectKey(userId, file),
    // Both headers are the API's, whatever the object holds: an image of the allow-list, shown in place.
    ResponseContentType: CONTENT_TYPE[kind],
    ResponseContentDisposition: 'inline',
  });
  return getSignedUrl(s3(), command, { expiresIn: URL_SECONDS, signingDate });
}

/** Seconds the 303 to `avatarObjectUrl` may be cached: until an hour before that address expires. */
export function avatarRedirectMaxAge(now = new Date()): number {
  const signedAt = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return Math.max(0, Math.floor((signedAt + (URL_SECONDS - 3600) * 1000 - now.getTime()) / 1000));
}
