/** The built routes of the `profile` group. Documented routes not listed here answer 501. */
import { PROFILE_CONTRACTS } from '../../shared/profile/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { uploadAvatar } from './avatar.ts';
import { ownProfile } from './own-profile.ts';
import { saveProfileRoute } from './save-profile.ts';
import { serveAvatar } from './serve-avatar.ts';

export const implementations: GroupImplementations<'profile'> = {
  'GET /api/user/profile': ownProfile,
  'PUT /api/user/{id}': saveProfileRoute,
  'POST /api/user/update/avatar': uploadAvatar,
  'GET /api/avatar/{userId}/{file}': serveAvatar,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'profile'> = PROFILE_CONTRACTS;
