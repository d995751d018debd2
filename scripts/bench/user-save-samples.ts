/**
 * Bench sample of the user modal's save (PUT /api/user/update/{id}, admin tab 1, spec 02 §3-§5):
 * the demo participant's form as loaded, its notes changed on each call, so that every call is a
 * real save (the profile, the lock check and the login claims in one transaction). The form is
 * loaded untimed before each call (GET /api/validate_page) for the account's version: a stale one
 * is refused with 409.
 */
import { updateUserBody } from '../../shared/users/form.contract.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import type { UpdateUserBody, UserFormRecord } from '../../shared/users/form.types.ts';
import type { ValidatePageAnswer } from '../../shared/locks/types.ts';
import type { BenchData, Sample } from './samples.ts';

const ADMIN = 'senior.admin';

/** The form's fields as loaded (what the modal sends back), with `notes` replaced. */
export function userUpdateBody(record: UserFormRecord, notes: string): UpdateUserBody {
  const loaded = record as unknown as Record<string, unknown>;
  const body = Object.fromEntries(Object.keys(updateUserBody.shape).map((field) => [field, loaded[field]]));
  return { ...(body as unknown as UpdateUserBody), notes };
}

export const USER_SAVE_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'PUT /api/user/update/{id}': (d) => {
    const id = d.accounts.participant?.id ?? 9;
    let saves = 0;
    return {
      as: ADMIN,
      params: { id },
      prepare: async (tools) => {
        const page = (await tools.getJson('/api/validate_page', ADMIN, { page: `user/edit/${id}` })) as ValidatePageAnswer;
        if (!page.user) throw new Error(`validate_page brought no account for user/edit/${id}`);
        saves += 1;
        return { body: userUpdateBody(page.user, `Bench save ${saves}`) };
      },
      note: "the participant's form as loaded, notes changed per call; the form loaded untimed before each call",
    };
  },
};
