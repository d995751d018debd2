/**
 * The profile photo against DynamoDB Local and s3rver: POST /api/user/update/avatar takes a PNG
 * or a JPG by its content, under 2 MB, stores it, makes it the caller's avatar and deletes the
 * previous one; GET /api/avatar/{userId}/{file} (no sign-in) redirects to the object.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AvatarAnswer, ProfileSavedAnswer } from '../../shared/profile/types.ts';
import { TOKEN_ERRORS } from '../../shared/auth/texts.ts';
import * as PROFILE_TEXT from '../../shared/profile/texts.ts';
import { AVATAR_MAX_BYTES } from '../../shared/profile/texts.ts';
import { JOB_FUNCTIONS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { createUser, getUser, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';
import { imageTooManyPixels } from '../../shared/image-limits.ts';

useTestTable();

beforeAll(async () => {
  await putAll([...STATES.map((s) => referenceItem('STATE', s)), ...JOB_FUNCTIONS.map((j) => referenceItem('JOB_FUNCTION', j))]);
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The header of a 1×1 JFIF JPEG (SOI, APP0, a baseline frame) and its end marker. */
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
  Buffer.from([0xff, 0xd9]),
]);

/** An SVG that runs script when a browser opens it as a document. */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

let counter = 0;
async function person(): Promise<{ user: UserRecord; token: string }> {
  counter += 1;
  const user = await createUser(testAccount(`avatar.person${counter}`));
  return { user, token: await sessionToken(user.id, ['participant'], user.username) };
}

/** The upload as a browser sends it: multipart/form-data, base64-encoded by the gateway. */
async function uploadEvent(token: string | undefined, part: { name?: string; bytes: Uint8Array; filename: string; type: string }) {
  const form = new FormData();
  form.append(part.name ?? 'avatar', new Blob([part.bytes], { type: part.type }), part.filename);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const event: APIGatewayProxyEventV2 = apiEvent('POST /api/user/update/avatar', {
    token,
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
  return { ...event, body: body.toString('base64'), isBase64Encoded: true };
}

const upload = async (token: string | undefined, part: { name?: string; bytes: Uint8Array; filename: string; type: string }) =>
  handler(await uploadEvent(token, part));
const refusal = (result: { statusCode?: number; body?: string }) => [result.statusCode, parseBody<{ message: string }>(result).message];

/** Follows the avatar's address as the browser's <img> does, without a token. */
async function served(url: string): Promise<{ status: number; location: string; cache: string; object: Response }> {
  const [, , , userId, file] = url.split('/');
  const result = await handler(apiEvent('GET /api/avatar/{userId}/{file}', { params: { userId, file } }));
  const headers = (result.headers ?? {}) as Record<string, string>;
  return { status: result.statusCode!, location: headers.location, cache: headers['cache-control'], object: await fetch(headers.location) };
}

describe('POST /api/user/update/avatar', () => {
  it('takes a PNG, stores it under a fresh address that redirects to the image, and keeps the profile version', async () => {
    const { user, token } = await person();
    const result = await upload(token, { bytes: PNG, filename: 'me.png', type: 'image/png' });
    expect(result.statusCode, result.body).toBe(200);
    const { url } = parseBody<AvatarAnswer>(result);
    expect(url).toMatch(new RegExp(`^/api/avatar/${user.id}/[0-9a-f-]{36}\\.png$`));
    // The photo is not a form field: a form opened before the upload still saves.
    expect(await getUser(user.id)).toMatchObject({ avatar: url, version: user.version });

    const answer = await served(url);
    expect(answer.status).toBe(303);
    expect(answer.cache).toMatch(/^private, max-age=\d+$/);
    expect(answer.object.status).toBe(200);
    expect(answer.object.headers.get('content-type')).toBe('image/png');
    expect(answer.object.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await answer.object.arrayBuffer())).toEqual(PNG);
  });

  it('takes a JPG whatever its name and declared type, and deletes the photo it replaces', async () => {
    const { user, token } = await person();
    const first = parseBody<AvatarAnswer>(await upload(token, { bytes: PNG, filename: 'first.png', type: 'image/png' })).url;
    const result = await upload(token, { bytes: JPG, filename: 'holiday.PNG', type: 'application/octet-stream' });
    expect(result.statusCode, result.body).toBe(200);
    const { url } = parseBody<AvatarAnswer>(result);
    expect(url).toMatch(/\.jpg$/);
    expect((await getUser(user.id))?.avatar).toBe(url);
    const answer = await served(url);
    expect(answer.object.status).toBe(200);
    expect(answer.object.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await answer.object.arrayBuffer())).toEqual(JPG);
    // The previous photo's object is gone.
    expect((await served(first)).object.status).toBe(404);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image at all'), 'photo.png', 'image/png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'photo.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), 'photo.jpg', 'image/jpeg'],
    // Active types (issue 30): never stored, whatever they are called or claim to be.
    ['an SVG', SVG, 'photo.svg', 'image/svg+xml'],
    ['an SVG named .png', SVG, 'photo.png', 'image/png'],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.html', 'text/html'],
    [
      'an XML document',
      Buffer.from('<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'),
      'photo.xml',
      'text/xml',
    ],
  ])('refuses %s by its content and keeps the photo it has', async (_case, bytes, filename, type) => {
    const { user, token } = await person();
    const kept = parseBody<AvatarAnswer>(await upload(token, { bytes: PNG, filename: 'kept.png', type: 'image/png' })).url;
    expect(refusal(await upload(token, { bytes, filename, type }))).toEqual([422, PROFILE_TEXT.avatarType]);
    expect((await getUser(user.id))?.avatar).toBe(kept);
  });

  it('refuses a PNG or JPEG whose header declares more pixels than IMAGE_LIMITS, and keeps the photo it has (issue 34)', async () => {
    const { user, token } = await person();
    const kept = parseBody<AvatarAnswer>(await upload(token, { bytes: PNG, filename: 'kept.png', type: 'image/png' })).url;
    const pngBomb = Buffer.from(PNG);
    pngBomb.writeUInt32BE(16_000, 16);
    pngBomb.writeUInt32BE(16_000, 20);
    expect(refusal(await upload(token, { bytes: pngBomb, filename: 'huge.png', type: 'image/png' }))).toEqual([
      422,
      imageTooManyPixels(16_000, 16_000),
    ]);
    const jpgBomb = Buffer.from(JPG);
    const frame = jpgBomb.indexOf(Buffer.from([0xff, 0xc0]));
    jpgBomb.writeUInt16BE(60_000, frame + 5);
    jpgBomb.writeUInt16BE(60_000, frame + 7);
    expect(refusal(await upload(token, { bytes: jpgBomb, filename: 'huge.jpg', type: 'image/jpeg' }))).toEqual([
      422,
      imageTooManyPixels(60_000, 60_000),
    ]);
    expect((await getUser(user.id))?.avatar).toBe(kept);
  });

  it('refuses an image of 2 MB or more, and a body far beyond it before reading it', async () => {
    const { user, token } = await person();
    const atLimit = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect(refusal(await upload(token, { bytes: atLimit, filename: 'big.png', type: 'image/png' }))).toEqual([
      422,
      PROFILE_TEXT.avatarTooLarge,
    ]);
    const justUnder = atLimit.subarray(0, AVATAR_MAX_BYTES - 1024);
    expect((await upload(token, { bytes: justUnder, filename: 'fits.png', type: 'image/png' })).statusCode).toBe(200);
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * AVATAR_MAX_BYTES)]);
    expect(refusal(await upload(token, { bytes: huge, filename: 'huge.png', type: 'image/png' }))).toEqual([
      413,
      PROFILE_TEXT.avatarTooLarge,
    ]);
    expect((await getUser(user.id))?.avatar).toMatch(/\.png$/);
  });

  it('refuses a form without the avatar part, and a body that is no form', async () => {
    const { user, token } = await person();
    expect(refusal(await upload(token, { name: 'photo', bytes: PNG, filename: 'me.png', type: 'image/png' }))).toEqual([
      422,
      PROFILE_TEXT.avatarMissing,
    ]);
    const json = await handler(apiEvent('POST /api/user/update/avatar', { token, body: { avatar: 'data:image/png;base64,AAAA' } }));
    expect(refusal(json)).toEqual([422, PROFILE_TEXT.avatarMissing]);
    expect((await getUser(user.id))?.avatar).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const result = await upload(undefined, { bytes: PNG, filename: 'me.png', type: 'image/png' });
    expect(result.statusCode).toBe(401);
    expect(parseBody<{ status: string }>(result).status).toBe(TOKEN_ERRORS.empty);
  });

  it('shows in the user-data of the next profile save', async () => {
    const { user, token } = await person();
    const { url } = parseBody<AvatarAnswer>(await upload(token, { bytes: PNG, filename: 'me.png', type: 'image/png' }));
    const result = await handler(
      apiEvent('PUT /api/user/{id}', {
        token,
        params: { id: String(user.id) },
        body: {
          first_name: 'Avery',
          last_name: 'Stone',
          job_title: 'Teacher',
          job_function: [1],
          phone: '(716) 555-0199',
          email: user.email,
          email_assign: 'personal',
          state_id: 3,
          version: user.version,
        },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(parseBody<ProfileSavedAnswer>(result).user.avatar).toBe(url);
  });
});

describe('GET /api/avatar/{userId}/{file}', () => {
  it('refuses an address that is not an avatar file (no key outside avatars/ is ever signed)', async () => {
    for (const file of [
      '..%2F..%2Fdirectory%2Fx.json',
      'photo.png',
      'ABCDEF00-0000-0000-0000-000000000000.png',
      '0a1b2c3d-0000-0000-0000-000000000000.gif',
    ]) {
      const result = await handler(apiEvent('GET /api/avatar/{userId}/{file}', { params: { userId: '7', file } }));
      expect(result.statusCode).toBe(422);
    }
  });
});
