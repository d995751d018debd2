import { MESSAGES } from '@shared/messages';
import { NetworkError, api, errorText } from '@/lib/api-client';

/** POST /api/forgot-password {username}. */
export function requestPasswordReset(username: string): Promise<unknown> {
  return api('POST /api/forgot-password', { body: { username } });
}

/** POST /api/recover-password/{token} {password, repeat_password}. */
export function recoverPassword(token: string, password: string, repeatPassword: string): Promise<unknown> {
  return api('POST /api/recover-password/{token}', {
    params: { token },
    body: { password, repeat_password: repeatPassword },
  });
}

/** PUT /api/user/change-password from the new-password screen: {password, repeat_password}. */
export function changePassword(
  password: string,
  repeatPassword: string,
): Promise<{ lastDateChangedPassword?: string }> {
  return api('PUT /api/user/change-password', { body: { password, repeat_password: repeatPassword } });
}

/** The server's text for a failed password call, or a general one. */
export function passwordErrorText(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.internalError;
  return errorText(error, MESSAGES.internalError);
}
