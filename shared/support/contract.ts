/**
 * The support group's contracts (spec 03 §7 "Support"). The documented multipart bodies carry
 * the files themselves; here the browser has already uploaded each file straight to S3 with a
 * presigned POST (`POST /api/support/upload`, not in the spec), so `file_pdf` / `file_video` are
 * the keys that route gave, and the bodies are JSON.
 */
import * as z from 'zod/mini';
import * as MESSAGES from '../texts/general.ts';
import { SUPPORT_TEXT } from './texts.ts';
import type { SupportAccess } from './texts.ts';
import type { SupportPageAnswer, SupportSavedAnswer, SupportUploadAnswer } from './types.ts';
import { answer, whenMissing, type Contract } from '../api/contract.ts';

const idParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: MESSAGES.notFound })) });
const id = (message: string = MESSAGES.notFound) =>
  z.number({ error: whenMissing(message) }).check(z.int({ error: message }), z.positive({ error: message }), z.lte(9_999_999_999));
const text = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(191, { error: 'At most 191 characters.' }));
const access = z.literal([1, 2, 3] satisfies SupportAccess[], { error: SUPPORT_TEXT.tabAccessRequired });

/** An upload key the upload route gave: under the temporary prefix, nothing else. */
export const SUPPORT_UPLOAD_KEY = /^uploads\/support\/[0-9a-f-]{36}\.(pdf|mp4|mov)$/;
const uploadKey = z.nullable(z.string().check(z.regex(SUPPORT_UPLOAD_KEY, { error: SUPPORT_TEXT.uploadMissing })));
/** The name the file was chosen with (shown on the page and given when it is opened). */
const fileName = z._default(z.nullable(z.string().check(z.trim(), z.maxLength(255))), null);

export const supportTabBody = z.object({ name: text(SUPPORT_TEXT.tabNameRequired), has_access: access });

/** Edit of a tab, or its delete (`is_active: false` alone). */
export const supportTabUpdateBody = z.object({
  name: z.optional(text(SUPPORT_TEXT.tabNameRequired)),
  has_access: z.optional(access),
  is_active: z.optional(z.boolean()),
});

export const supportTopicBody = z.object({
  support_session_id: id(SUPPORT_TEXT.chooseSession),
  name: text(SUPPORT_TEXT.enterTopic),
  file_pdf: z._default(uploadKey, null),
  file_video: z._default(uploadKey, null),
  pdf_name: fileName,
  video_name: fileName,
});

/**
 * Edit of a topic: a file is replaced (or removed, with null) only when its `*_change` is true;
 * or the topic's delete (`is_active: false` alone).
 */
export const supportTopicUpdateBody = z.object({
  support_session_id: z.optional(id(SUPPORT_TEXT.chooseSession)),
  name: z.optional(text(SUPPORT_TEXT.enterTopic)),
  file_pdf: z._default(uploadKey, null),
  file_video: z._default(uploadKey, null),
  pdf_name: fileName,
  video_name: fileName,
  pdf_change: z._default(z.boolean(), false),
  video_change: z._default(z.boolean(), false),
  is_active: z.optional(z.boolean()),
});

/** The activity switches. */
export const supportStateBody = z.object({ id: id(), is_active: z.boolean() });

/** Drag reordering: `source_id` takes the place of `target_id`. */
export const supportSequenceBody = z.object({ source_id: id(), target_id: id() });

export const supportUploadBody = z.object({
  kind: z.enum(['pdf', 'video']),
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  /** The file's size: the policy allows exactly up to the limit; a larger one is refused before any byte is sent. */
  size: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
});

export const SUPPORT_CONTRACTS = {
  'GET /api/support/session': { answer: answer<SupportPageAnswer>() },
  'POST /api/support/upload': { body: supportUploadBody, answer: answer<SupportUploadAnswer>() },
  'POST /api/support/session': { body: supportTabBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/{id}': { params: idParams, body: supportTabUpdateBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/state': { body: supportStateBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/sequence': { body: supportSequenceBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/item': { body: supportTopicBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/item/{id}': { params: idParams, body: supportTopicUpdateBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/item/state': { body: supportStateBody, answer: answer<SupportSavedAnswer>() },
  'POST /api/support/session/item/sequence': { body: supportSequenceBody, answer: answer<SupportSavedAnswer>() },
} satisfies Record<string, Contract>;
