/**
 * GET /api/avatar/{userId}/{file} (not in the spec, no sign-in): the address a profile's photo is
 * shown from (data/users/avatars.ts). An <img> sends no Authorization header, so the address itself is
 * the secret: a fresh uuid per upload. It answers 303 to a short-lived presigned GET of the
 * object, which the browser may keep while that address lives; a replaced photo's object is
 * deleted, so its old address leads nowhere.
 */
import type { FileDownload } from '../../shared/api/contract.ts';
import { respond, type RouteImplementation } from '../core/http.ts';
import { avatarObjectUrl, avatarRedirectMaxAge } from '../data/users/avatars.ts';

export const serveAvatar: RouteImplementation<'GET /api/avatar/{userId}/{file}'> = async ({ params }) => {
  const now = new Date();
  return respond<FileDownload>(303, undefined, {
    location: await avatarObjectUrl(Number(params.userId), params.file, now),
    'cache-control': `private, max-age=${avatarRedirectMaxAge(now)}`,
  });
};
