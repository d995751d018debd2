/** Shapes of the session calls (spec 01 §3, §7), shared by the auth group and the web. */
import type { EmailAssign } from '../api/user-record.ts';
import type { LoginErrorLog } from './texts.ts';

export interface RoleRef {
  id: number;
  slug: string;
  name: string;
}

/** `user-data` in the browser: the profile fields of spec 03 §3 (names as the spec gives them). */
export interface UserData {
  id: number;
  username: string;
  honorific: string | null;
  first_name: string;
  last_name: string;
  email: string;
  email_assign: EmailAssign | null;
  avatar: string | null;
  roles: RoleRef[];
  job_title: string | null;
  /** Job function ids. */
  job_function: number[];
  phone: string | null;
  phone_extension: string | null;
  address1: string | null;
  city: string | null;
  ZIPcode: string | null;
  state_id: number | null;
  /** The code of `state_id`'s state. */
  state_living: string | null;
  district_id: number | null;
  /** The name of `district_id`'s district. */
  district: string | null;
  school_id: number | null;
  /** The school's name. */
  school: string | null;
  /** Pennsylvania only. */
  ppid: string | null;
  iu: string | null;
  default_course: number;
  required_data: boolean;
}

/** `nisl-data` in the browser. */
export interface NislData {
  roles_un: string[];
  /** The CMS key of the user's course (bookmark), e.g. `cohort39`: the landing /course/{cohort}. */
  cohort: string | null;
  token: string;
  token_modern_signal: string | null;
  userID: number;
  username: string;
  /** CMS course key → course name, for the left menu's course entries. */
  privileges_un: Record<string, string>;
  sharedAlpsCheck: { canSharedAlps: boolean };
  sharedPisCheck: { canSharedPis: boolean };
  alp: { token: string | null };
}

/** Answer of POST /api/login and of both Login As calls. */
export interface SessionAnswer {
  token: string;
  user: UserData;
  data: NislData;
  first_time: boolean;
  lastDateChangedPassword: string;
  error: null;
}

/** Body of a failed POST /api/login (401, or 429 when throttled). */
export interface LoginFailure {
  message: string;
  error: string;
  error_log: LoginErrorLog;
}

/** Answer of GET /api/keepalive: a refreshed token. The `maintenance` header may be set. */
export interface KeepAliveAnswer {
  token: string;
  expiresAt: string;
}

/** Body of every token failure (401): `status` is one of TOKEN_ERRORS. */
export interface TokenFailureBody {
  status: string;
  message: string;
}

export const MAINTENANCE_HEADER = 'maintenance';

/** Answer of POST /api/forgot-password: the same whether or not the account exists. */
export interface ForgotPasswordAnswer {
  sent: true;
  message: string;
}

/** Answer of PUT /api/user/change-password. */
export interface PasswordChangedAnswer {
  lastDateChangedPassword: string;
  message: string;
}

/** Answer of GET /api/get-date-last-update-pass. */
export interface LastPasswordChangeAnswer {
  date: string;
}

/** Answer of GET /api/getuserdata: the session answer again, after a profile change. */
export type CurrentUserDataAnswer = SessionAnswer & { userdata: { error: null } };
