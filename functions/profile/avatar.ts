/**
 * The profile photo (spec 03 §2.10, §5 "Profile"):
 *
 * - POST /api/user/update/avatar, multipart/form-data with one file part `avatar`: a JPG or PNG
 *   by its content (the first bytes; never its name or declared type), under AVATAR_MAX_BYTES.
 *   It goes to the files bucket (data/users/avatars.ts), becomes the caller's `avatar` (the person acted
 *   as during Login As), the previous photo's object is deleted, and the answer is its address.
 * - GET /api/avatar/{userId}/{file} (not in the spec, no sign-in): that address. An <img> sends no
 *   Authorization header, so the address itself is the secret (a uuid per upload); it answers
 *   303 to a short-lived presigned GET of the object, cacheable while that address lives.
 *
 * A photo of 2 MB passes API Gateway (10 MB) and the Lambda's invocation limit (6 MB, the body
 * base64-encoded), so this Lambda reads it; the group's body limit (handler.ts) refuses a body
 * far beyond it before it is parsed.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AvatarAnswer } from '../../shared/profile/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import * as PROFILE_TEXT from '../../shared/profile/texts.ts';
import { AVATAR_MAX_BYTES } from '../../shared/profile/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { formOf, MultipartError, type FormFile } from '../core/multipart.ts';
import { avatarAddress, discardAvatar, replaceAvatar, storeAvatar, type AvatarKind } from '../data/users/avatars.ts';
import { getUser } from '../data/users/users.ts';
import { imageSize, withinImageLimits } from '../files/image-size.ts';
import { imageTooManyPixels } from '../../shared/image-limits.ts';

/** The whole body the group takes: the largest photo the Lambda can be handed, with the form's framing. */
export const PROFILE_BODY_LIMIT = { maxBytes: 2 * AVATAR_MAX_BYTES, message: PROFILE_TEXT.avatarTooLarge } as const;

/** Another upload replaced the photo between our read and our write: read again, this often. */
const REPLACE_ATTEMPTS = 3;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** What the file's first bytes say it is: a PNG signature, a JPEG start-of-image marker, or neither. */
export function imageKind(bytes: Uint8Array): AvatarKind | undefined {
  const startsWith = (signature: number[]) => bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);
  if (startsWith(PNG)) return 'png';
  if (startsWith(JPEG)) return 'jpg';
  return undefined;
}

async function avatarFile(event: APIGatewayProxyEventV2): Promise<FormFile> {
  let file: FormFile | undefined;
  try {
    // One byte past the limit is enough to know a file is too large.
    file = (await formOf(event, { fileBytes: AVATAR_MAX_BYTES, fieldBytes: 1024 })).files.get('avatar');
  } catch (error) {
    if (error instanceof MultipartError) throw httpError(422, PROFILE_TEXT.avatarMissing);
    throw error;
  }
  if (!file || file.data.length === 0) throw httpError(422, PROFILE_TEXT.avatarMissing);
  return file;
}

export const uploadAvatar: RouteImplementation<'POST /api/user/update/avatar'> = async ({ auth, event }) => {
  const file = await avatarFile(event);
  if (file.truncated || file.data.length >= AVATAR_MAX_BYTES) throw httpError(422, PROFILE_TEXT.avatarTooLarge);
  const kind = imageKind(file.data);
  const size = imageSize(file.data);
  if (!kind || !size) throw httpError(422, PROFILE_TEXT.avatarType);
  // The browsers that show the photo decode it: a small file declaring a huge image is refused here.
  if (!withinImageLimits(size)) throw httpError(422, imageTooManyPixels(size.width, size.height));

  const userId = auth.userId;
  const stored = await storeAvatar(userId, file.data, kind);
  for (let attempt = 1; attempt <= REPLACE_ATTEMPTS; attempt++) {
    const user = await getUser(userId);
    if (!user || user.status === 'merged') {
      await discardAvatar(userId, stored);
      throw httpError(404, MESSAGES.userNotFound);
    }
    if (await replaceAvatar(userId, user.avatar ?? null, stored)) {
      const answer: AvatarAnswer = { url: avatarAddress(userId, stored) };
      return answer;
    }
  }
  await discardAvatar(userId, stored);
  throw httpError(409, PROFILE_TEXT.changedMeanwhile);
};
