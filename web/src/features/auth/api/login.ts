import type { LoginFailure, SessionAnswer } from '@shared/auth/types';
import * as MESSAGES from '@shared/texts/general';
import { LOGIN_ERROR_LOG, LOGIN_ERROR_TEXT } from '@shared/auth/texts';
import { useState } from 'react';
import { NetworkError, apiFetch } from '@/lib/api-client';

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

interface LoginCallbacks {
  onSuccess: (answer: SessionAnswer) => void | Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * The sign-in form's call; a failure is a LoginProblem. Plain React state rather than a query
 * mutation: the sign-in page loads without the query client (issue 32, app/AppFrame.tsx).
 */
export function useLogin(callbacks: LoginCallbacks) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });
  return {
    ...state,
    reset: () => setState({ isPending: false, error: null }),
    mutate: async (credentials: LoginCredentials) => {
      setState({ isPending: true, error: null });
      let answer: SessionAnswer;
      try {
        answer = await login(credentials);
      } catch (error) {
        setState({ isPending: false, error });
        callbacks.onError(error);
        return;
      }
      // Pending until the page has gone on (onSuccess navigates), as a query mutation would be.
      await callbacks.onSuccess(answer);
    },
  };
}
