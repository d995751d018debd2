import type { NislData, SessionAnswer, UserData } from '@shared/auth/types';
import { nyDate } from '@shared/time';
import { saveSession } from '@/lib/session';

export function userData(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 501,
    username: 'jdoe@example.org',
    honorific: 'Ms.',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jdoe@example.org',
    email_assign: 'work',
    avatar: null,
    roles: [{ id: 10, slug: 'participant', name: 'Participant' }],
    job_title: null,
    job_function: [],
    phone: null,
    phone_extension: null,
    address1: null,
    city: null,
    ZIPcode: null,
    state_id: null,
    state_living: null,
    district_id: null,
    district: null,
    school_id: null,
    school: null,
    ppid: null,
    iu: null,
    default_course: 10,
    required_data: false,
    ...overrides,
  };
}

export function nislData(overrides: Partial<NislData> = {}): NislData {
  return {
    roles_un: ['participant'],
    cohort: 'cohort39',
    token: 'token-1',
    token_modern_signal: null,
    userID: 501,
    username: 'jdoe@example.org',
    privileges_un: { cohort39: 'Executive Development Program' },
    sharedAlpsCheck: { canSharedAlps: false },
    sharedPisCheck: { canSharedPis: false },
    alp: { token: null },
    ...overrides,
  };
}

export function sessionAnswer(overrides: Partial<SessionAnswer> = {}): SessionAnswer {
  return {
    token: 'token-1',
    user: userData(),
    data: nislData(),
    first_time: false,
    // Changed today: no expired-password prompt for administrators unless a test asks for one.
    lastDateChangedPassword: nyDate(),
    error: null,
    ...overrides,
  };
}

/** Stores a session as a successful login would. */
export function signIn(roles: string[], data: Partial<NislData> = {}): SessionAnswer {
  const answer = sessionAnswer({ data: nislData({ roles_un: roles, ...data }) });
  saveSession(answer);
  return answer;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
