import * as z from 'zod/mini';
import { IU_NOT_AFFILIATED } from './form.texts.ts';
import * as USER_FORM_TEXT from './form.texts.ts';
import * as MESSAGES from '../texts/general.ts';
import { hasDisallowedCharacters } from '../names.ts';
import type { MessageAnswer } from '../api/common.ts';
import { IU_NUMBERS, type SaveUserAnswer } from './form.types.ts';
import { EMAIL_ASSIGN, FORM_STATUSES, STAFF_CONTRACTOR } from '../api/user-record.ts';
import { answer, whenMissing, type Contract } from '../api/contract.ts';

const IU_OPTIONS: readonly string[] = [...IU_NUMBERS, IU_NOT_AFFILIATED];
const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z._default(z.array(id).check(z.maxLength(200)), []);

/** A name or username holds no control, bidirectional-override or invisible character (shared/names.ts). */
const visible = (label: string) =>
  z.refine<string>((v) => !hasDisallowedCharacters(v), { error: USER_FORM_TEXT.disallowedCharacters(label) });
/** A required name: trimmed, with the form's 'Please input the {label}.' when absent or blank. */
const requiredName = (label: string, max = 191) =>
  z
    .string({ error: whenMissing(USER_FORM_TEXT.required(label)) })
    .check(z.trim(), z.minLength(1, { error: USER_FORM_TEXT.required(label) }), z.maxLength(max), visible(label));
/** An optional text: blank becomes null. */
const text = (max: number, ...checks: Array<ReturnType<typeof visible>>) =>
  z.pipe(
    z._default(z.nullable(z.string().check(z.trim(), z.maxLength(max), ...checks)), null),
    z.transform((v) => (v ? v : null)),
  );

/** Shown 000-000-0000, kept as its ten digits. */
const phone = z.pipe(
  z._default(z.nullable(z.string().check(z.maxLength(20))), null),
  z.transform((v, ctx) => {
    const digits = (v ?? '').replace(/\D/g, '');
    if (!digits) return null;
    if (digits.length !== 10) ctx.issues.push({ code: 'custom', message: USER_FORM_TEXT.invalidPhone, input: v });
    return digits;
  }),
);

const lowerEmail = z
  .string({ error: whenMissing(USER_FORM_TEXT.invalidEmail) })
  .check(z.trim(), z.toLowerCase(), z.maxLength(191), z.email({ error: USER_FORM_TEXT.invalidEmail }));

const fields = {
  username: z
    .string({ error: whenMissing(USER_FORM_TEXT.required('username')) })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: USER_FORM_TEXT.required('username') }),
      z.maxLength(191),
      visible('username'),
    ),
  honorific: text(20, visible('honorific')),
  first_name: requiredName('first name'),
  last_name: requiredName('last name'),
  email: lowerEmail,
  email_assign: z._default(z.nullable(z.enum(EMAIL_ASSIGN)), null),
  phone,
  phone_extension: text(10),
  job_title: text(191),
  job_function: ids,
  address1: text(191),
  address2: text(191),
  city: text(100),
  zip: text(10),
  state_id: z.number({ error: whenMissing(USER_FORM_TEXT.required('state')) }).check(z.int(), z.positive()),
  district_id: z._default(z.nullable(id), null),
  school_id: z._default(z.nullable(id), null),
  ppid: text(20),
  iu: z._default(z.nullable(z.string().check(z.refine((v) => IU_OPTIONS.includes(v), { error: USER_FORM_TEXT.invalidIu }))), null),
  notes: text(5000),
  status: z._default(z.enum(FORM_STATUSES), 'active'),
  internal: z._default(z.boolean(), false),
  roles: z
    .array(id, { error: whenMissing(USER_FORM_TEXT.atLeastOneRole) })
    .check(z.minLength(1, { error: USER_FORM_TEXT.atLeastOneRole }), z.maxLength(50)),
  courses: ids,
  default_course: z._default(z.nullable(id), null),
  state_coordinator: z._default(z.boolean(), false),
  states_coordinator: ids,
  staff_contractor: z._default(z.nullable(z.enum(STAFF_CONTRACTOR, { error: USER_FORM_TEXT.staffOrContractor })), null),
  certifications: ids,
};

export const createUserBody = z.object({
  ...fields,
  password: z
    .string({ error: whenMissing(USER_FORM_TEXT.passwordRequired) })
    .check(z.minLength(1, { error: USER_FORM_TEXT.passwordRequired }), z.maxLength(200)),
});
export const updateUserBody = z.object({ ...fields, version: z.number().check(z.int(), z.minimum(1)) });

export const USER_MODAL_CONTRACTS = {
  'POST /api/user': { body: createUserBody, answer: answer<SaveUserAnswer>() },
  'PUT /api/user/update/{id}': { params: z.object({ id: idParam }), body: updateUserBody, answer: answer<SaveUserAnswer>() },
  'DELETE /api/user/{id}': { params: z.object({ id: idParam }), answer: answer<MessageAnswer>() },
} satisfies Record<string, Contract>;
