/**
 * Bench samples of the profile's routes (issue 14), all as the demo participant on their own
 * record: the save (its form read untimed first, for the version; the values written are the
 * record's own, so the data other routes are measured on does not change), the photo upload (a
 * 1×1 PNG: one S3 put, the profile's avatar, the previous photo's delete) and the photo's
 * address (a presigned GET: no AWS call at all).
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { OwnProfile } from '../../shared/profile/types.ts';
import type { BenchData, Sample } from './samples.ts';

const AS = 'participant';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The form as the page sends it back: the record's own values, completed where the seed left one empty. */
function profileBody(profile: OwnProfile, d: BenchData): Record<string, unknown> {
  const ownPlace = profile.state_id !== null && profile.district_id !== null;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    job_title: profile.job_title ?? 'Teacher',
    job_function: profile.job_function.length ? profile.job_function : [1],
    phone: profile.phone ?? '2155550100',
    phone_extension: profile.phone_extension,
    email: profile.email,
    email_assign: profile.email_assign ?? 'work',
    state_id: ownPlace ? profile.state_id : d.stateId,
    district_id: ownPlace ? profile.district_id : d.districtId,
    school_id: ownPlace ? profile.school_id : null,
    ppid: profile.ppid ?? '1234567',
    iu: profile.iu ?? '1',
    version: profile.version,
  };
}

export const PROFILE_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'PUT /api/user/{id}': (d) => ({
    as: AS,
    params: { id: d.accounts[AS]?.id ?? 9 },
    prepare: async (tools) => ({ body: profileBody((await tools.getJson('/api/user/profile', AS)) as OwnProfile, d) }),
    note: 'own record, its own values (form read untimed for the version)',
  }),
  'POST /api/user/update/avatar': () => ({
    as: AS,
    prepare: async () => {
      const form = new FormData();
      form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
      return { body: form };
    },
    note: 'multipart 1×1 PNG: S3 put, profile avatar, previous photo deleted',
  }),
  'GET /api/avatar/{userId}/{file}': (d) => ({
    as: null,
    params: { userId: d.accounts[AS]?.id ?? 9, file: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d.png' },
    note: '303 to a presigned GET (signed locally, no AWS call)',
  }),
};
