/**
 * Required steps (spec 01 §4, spec 03 §2.10): while an account's first sign-in is not completed
 * (`first_time`: the profile and a password of its own) or an administrator's password is over
 * 45 days old, the API answers only the routes of that step, and 403 with the step's message to
 * every other signed-in call (issue 30: the web's blocking dialog alone let such an account void a
 * certificate). What passes: the first-time profile screen's calls (its record, its save, the
 * photo and the option lists its form reads), the password screens' calls, the banner the shell
 * shows above them, keep-alive and logout. Both facts come from the session item that
 * authenticate has already read (data/users/sessions.ts keeps them in step with the account), so
 * the gate costs no read. A Login As session passes: the person acted as completes their own steps
 * (the profile save and the password change refuse a password then); the administrator's own
 * steps hold their own session, which Login As starts from and returns to.
 */
import type { RouteKey } from '../../../shared/api/routes.ts';
import { passwordChangeDue } from '../../../shared/auth/password-age.ts';
import { firstSignInRequired, passwordChangeRequired } from '../../../shared/auth/texts.ts';
import { httpError } from '../errors.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

/** Which step holds a session, as the web's required-step dialog names them. */
export type RequiredStep = 'first-login' | 'expired-password';

/** The routes a session held by a required step may call. */
export const REQUIRED_STEP_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  // The session itself.
  'GET /api/keepalive',
  'POST /api/logout',
  // The first-time profile screen (web/src/features/profile): its record, its save (with the new password), the photo.
  'GET /api/user/profile',
  'PUT /api/user/{id}',
  'POST /api/user/update/avatar',
  // The option lists its form reads (web/src/lib/lookups.ts: states, districts, schools, job functions).
  'GET /api/dictionary/get-states',
  'GET /api/districts_by_state/{stateId}/{district}',
  'GET /api/district_schools/{districtId}',
  'GET /api/job_functions',
  // The new-password screen and the Reset Password dialog.
  'PUT /api/user/change-password',
  'POST /api/validateCurrentPassword',
  'POST /api/validatePasswordHistory',
  'GET /api/get-date-last-update-pass',
  // The banner the shell shows above every page, the completion screens included.
  'GET /api/portal_banners',
]);

export function requiredStepGate({
  allowed,
  now = () => new Date(),
}: {
  allowed: ReadonlySet<RouteKey>;
  now?: () => Date;
}): HttpMiddleware {
  if (!(allowed instanceof Set) || allowed.size === 0) throw new TypeError('requiredStepGate needs the routes a required step allows');
  if (typeof now !== 'function') throw new TypeError('requiredStepGate: now must be a function');
  return {
    before: (request) => {
      const { route, auth, standing } = portalState(request);
      if (!route || !auth || !standing || auth.masterUserId !== undefined || allowed.has(route.key)) return;
      const step: RequiredStep | undefined = standing.firstTime
        ? 'first-login'
        : passwordChangeDue(auth.roles, standing.passwordChangedAt, now())
          ? 'expired-password'
          : undefined;
      if (!step) return;
      throw httpError(403, step === 'first-login' ? firstSignInRequired : passwordChangeRequired, { required_step: step });
    },
  };
}
