/**
 * Signing in through the auth group's handler, as the web does: POST /api/login with a username
 * (or e-mail) and password, and Login As with a signed-in token. For a session without a password
 * sign-in, sessions.ts gives one directly.
 */
import { handler } from '../../functions/auth/handler.ts';
import { apiEvent, parseBody } from './events.ts';

/** POST /api/login, from `sourceIp` when given (the throttles count per address); the answer as it is. */
export const signIn = (username: string, password: string, sourceIp?: string) =>
  handler(apiEvent('POST /api/login', { body: { username, password }, sourceIp }));

/** The answer's body of a sign-in (its token, user-data…). */
export async function signedIn<T extends { token: string } = { token: string }>(
  username: string,
  password: string,
  sourceIp?: string,
): Promise<T> {
  return parseBody<T>(await signIn(username, password, sourceIp));
}

/** Login As (GET /api/user/loginas/{target}/false) with `token`, or, with `close`, back from it (…/true); the answer as it is. */
export const loginAs = (token: string, target: number | string, close = false) =>
  handler(
    apiEvent(close ? 'GET /api/user/loginas/{target}/true' : 'GET /api/user/loginas/{target}/false', {
      token,
      params: { target: String(target) },
    }),
  );
