import type { LoginFailure, SessionAnswer } from '@shared/auth/types';
import * as MESSAGES from '@shared/texts/general';
import { LOGIN_ERROR_LOG, LOGIN_ERROR_TEXT } from '@shared/auth/texts';
import { useMutation } from '@tanstack/react-query';
import { NetworkError, apiFetch } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';

export interface LoginCredentials {
  username: string;
  password: string;
}

export type LoginField = keyof LoginCredentials;

/** Why a sign-in failed, ready to show: a general text and the fields to mark. */
export class LoginProblem extends Error {
  readonly fields: Partial<Record<LoginField, string | true>>;
  constructor(message: string, fields: Partial<Record<LoginField, string | true>> = {}) {
    super(message);
    this.name = 'LoginProblem';
    this.fields = fields;
  }
}

const USERNAME_LOGS: readonly string[] = [LOGIN_ERROR_LOG.user, LOGIN_ERROR_LOG.dataSend];

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

async function json(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** POST /api/login. Resolves with the session answer; rejects with a LoginProblem. */
export async function login(credentials: LoginCredentials): Promise<SessionAnswer> {
  let response: Response;
  try {
    response = await apiFetch('POST /api/login', { body: credentials });
  } catch (error) {
    if (error instanceof NetworkError) throw new LoginProblem(MESSAGES.loginNoResponse);
    throw error;
  }
  const body = await json(response);
  if (response.ok && body && typeof body === 'object' && 'token' in body) return body as SessionAnswer;

  if (response.status === 401 || response.status === 429) {
    const failure = (body ?? {}) as Partial<LoginFailure>;
    const log = failure.error_log;
    const text = log && log in LOGIN_ERROR_TEXT ? LOGIN_ERROR_TEXT[log] : failure.message || MESSAGES.authenticationFailed;
    if (log === LOGIN_ERROR_LOG.password) throw new LoginProblem(text, { password: true });
    if (log && USERNAME_LOGS.includes(log)) throw new LoginProblem(text, { username: true });
    throw new LoginProblem(text);
  }
  if (response.status === 422) {
    const { message, errors } = (body ?? {}) as { message?: string; errors?: Record<string, unknown> };
    const username = firstText(errors?.username);
    const password = firstText(errors?.password);
    if (username || password) {
      const fields: Partial<Record<LoginField, string>> = {};
      if (username) fields.username = username;
      if (password) fields.password = password;
      throw new LoginProblem('', fields);
    }
    throw new LoginProblem(message || MESSAGES.authenticationFailed);
  }
  throw new LoginProblem(MESSAGES.authenticationFailed);
}

/** The sign-in form's call; a failure is a LoginProblem. */
export function useLogin(callbacks: MutationCallbacks<SessionAnswer, LoginCredentials>) {
  return useMutation({ mutationFn: login, ...callbacks });
}
