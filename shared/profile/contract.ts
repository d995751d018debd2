/**
 * The profile group's contracts (spec 03 §5 "Profile", §7). A person edits only their own record:
 * the body has no username, roles or status, and the server refuses any id but the caller's.
 * The avatar route's body is multipart (one file part, `avatar`), read by the implementation, so
 * its contract has no body schema.
 */
import * as z from 'zod/mini';
import { IU_NOT_AFFILIATED } from '../users/form.texts.ts';
import * as MESSAGES from '../texts/general.ts';
import * as PROFILE_TEXT from './texts.ts';
import { AVATAR_FILE_PATTERN } from './texts.ts';
import { hasDisallowedCharacters } from '../names.ts';
import type { AvatarAnswer, OwnProfile, ProfileSavedAnswer } from './types.ts';
import { IU_NUMBERS } from '../users/form.types.ts';
import { EMAIL_ASSIGN } from '../api/user-record.ts';
import { answer, whenMissing, type Contract, type FileDownload } from '../api/contract.ts';
import { userIdParam } from '../api/fields.ts';

const IU_OPTIONS: readonly string[] = [...IU_NUMBERS, IU_NOT_AFFILIATED];
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** A required text with the spec's one message whether absent, blank or holding hidden characters. */
const required = (message: string, max = 191) =>
  z.string({ error: whenMissing(message) }).check(
    z.trim(),
    z.minLength(1, { error: message }),
    z.maxLength(max),
    z.refine((v) => !hasDisallowedCharacters(v), { error: message }),
  );
const optionalText = (max: number) =>
  z.pipe(
    z._default(z.nullable(z.string().check(z.trim(), z.maxLength(max))), null),
    z.transform((v) => (v ? v : null)),
  );

/** Required, exactly ten digits once the mask's dashes are taken out; kept as the digits. */
const phone = z.pipe(
  z.string({ error: whenMissing(PROFILE_TEXT.phoneDigits) }).check(z.maxLength(20)),
  z.transform((v, ctx) => {
    const digits = v.replace(/\D/g, '');
    if (digits.length !== 10 || /[^\d\s().+-]/.test(v)) ctx.issues.push({ code: 'custom', message: PROFILE_TEXT.phoneDigits, input: v });
    return digits;
  }),
);

/**
 * The profile's fields. Pennsylvania's district, PPID and IU are required only for that state:
 * the server checks them against the state's code (the body does not say which state is
 * Pennsylvania). `password`/`repeat_password` are read only in first-time mode, where they are
 * required (the server says so with the spec's messages).
 */
export const profileBody = z.object({
  first_name: required(PROFILE_TEXT.firstNameRequired),
  last_name: required(PROFILE_TEXT.lastNameRequired),
  job_title: required(PROFILE_TEXT.jobTitleRequired),
  job_function: z
    .array(id, { error: whenMissing(PROFILE_TEXT.jobFunctionRequired) })
    .check(z.minLength(1, { error: PROFILE_TEXT.jobFunctionRequired }), z.maxLength(20)),
  phone,
  phone_extension: optionalText(10),
  email: z
    .string({ error: whenMissing(PROFILE_TEXT.invalidEmail) })
    .check(z.trim(), z.toLowerCase(), z.maxLength(191), z.email({ error: PROFILE_TEXT.invalidEmail })),
  email_assign: z.enum(EMAIL_ASSIGN, { error: PROFILE_TEXT.emailAssignRequired }),
  state_id: z.number({ error: PROFILE_TEXT.stateRequired }).check(z.int(), z.positive({ error: PROFILE_TEXT.stateRequired })),
  district_id: z._default(z.nullable(id), null),
  school_id: z._default(z.nullable(id), null),
  ppid: optionalText(20),
  iu: z._default(z.nullable(z.string().check(z.refine((v) => IU_OPTIONS.includes(v), { error: PROFILE_TEXT.iuRequired }))), null),
  password: z.optional(z.string().check(z.maxLength(500))),
  repeat_password: z.optional(z.string().check(z.maxLength(500))),
  /** The record's version the form was opened with: a save over a newer one is refused (409). */
  version: z.number().check(z.int(), z.minimum(1)),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const PROFILE_CONTRACTS = {
  /** Not in the spec: the form starts from the caller's own record (no id: always the caller's). */
  'GET /api/user/profile': { answer: answer<OwnProfile>() },
  'PUT /api/user/{id}': { params: z.object({ id: userIdParam }), body: profileBody, answer: answer<ProfileSavedAnswer>() },
  /** multipart/form-data with one file part, `avatar` (JPG or PNG by content, under AVATAR_MAX_BYTES). */
  'POST /api/user/update/avatar': { answer: answer<AvatarAnswer>() },
  /**
   * Not in the spec, no sign-in: a profile photo's address, 303 to the image. Only a stored photo's
   * file name (a uuid and png/jpg) is admitted, so no other key of the bucket is ever signed.
   */
  'GET /api/avatar/{userId}/{file}': {
    params: z.object({ userId: userIdParam, file: z.string().check(z.regex(AVATAR_FILE_PATTERN, { error: MESSAGES.notFound })) }),
    answer: answer<FileDownload>(),
  },
} satisfies Record<string, Contract>;
