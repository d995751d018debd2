import type { MessageAnswer } from '@shared/api/common';
import type { ForgotPasswordAnswer, PasswordChangedAnswer } from '@shared/auth/types';
import * as MESSAGES from '@shared/texts/general';
import { useMutation } from '@tanstack/react-query';
import { NetworkError, api, errorText } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';

/** POST /api/forgot-password {username}. */
export function requestPasswordReset(username: string): Promise<ForgotPasswordAnswer> {
  return api('POST /api/forgot-password', { body: { username } });
}

/** POST /api/recover-password/{token} {password, repeat_password}. */
export function recoverPassword(token: string, password: string, repeatPassword: string): Promise<MessageAnswer> {
  return api('POST /api/recover-password/{token}', {
    params: { token },
    body: { password, repeat_password: repeatPassword },
  });
}

/**
 * PUT /api/user/change-password from the new-password screen: {password, repeat_password}, with
 * current_password outside the first-time and expired-password flows.
 */
export function changePassword(password: string, repeatPassword: string, currentPassword?: string): Promise<PasswordChangedAnswer> {
  const current = currentPassword === undefined ? {} : { current_password: currentPassword };
  return api('PUT /api/user/change-password', { body: { ...current, password, repeat_password: repeatPassword } });
}

export interface OwnPasswordChange {
  currentPassword: string;
  password: string;
  repeatPassword: string;
  saveHistoric: boolean;
}

/** PUT /api/user/change-password from the Reset Password dialog, with the current password. */
export function changeOwnPassword(input: OwnPasswordChange): Promise<PasswordChangedAnswer> {
  return api('PUT /api/user/change-password', {
    body: {
      current_password: input.currentPassword,
      password: input.password,
      repeat_password: input.repeatPassword,
      saveHistoric: input.saveHistoric,
    },
  });
}

/** POST /api/validateCurrentPassword {currentPass}: true when it is the current password. */
export async function isCurrentPassword(currentPass: string, signal?: AbortSignal): Promise<boolean> {
  return (await api('POST /api/validateCurrentPassword', { body: { currentPass }, signal })) === true;
}

/** POST /api/validatePasswordHistory {pass}: true when the password was used before. */
export async function isPasswordReused(pass: string, signal?: AbortSignal): Promise<boolean> {
  return (await api('POST /api/validatePasswordHistory', { body: { pass }, signal })) === true;
}

/** The server's text for a failed password call, or a general one. */
export function passwordErrorText(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.internalError;
  return errorText(error, MESSAGES.internalError);
}

/** A new password and its repetition, as the new-password form sends them (and the current one when it asks for it). */
export interface NewPassword {
  password: string;
  confirm: string;
  currentPassword?: string;
}

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The new password for the e-mailed link's `token`. */
export function useRecoverPassword(token: string, callbacks: MutationCallbacks<unknown, NewPassword>) {
  return useMutation({ mutationFn: ({ password, confirm }: NewPassword) => recoverPassword(token, password, confirm), ...callbacks });
}

export function useChangePassword(callbacks: MutationCallbacks<PasswordChangedAnswer, NewPassword>) {
  return useMutation({
    mutationFn: ({ password, confirm, currentPassword }: NewPassword) => changePassword(password, confirm, currentPassword),
    ...callbacks,
  });
}

export function useChangeOwnPassword(callbacks: MutationCallbacks<PasswordChangedAnswer, OwnPasswordChange>) {
  return useMutation({ mutationFn: changeOwnPassword, ...callbacks });
}
