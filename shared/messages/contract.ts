import * as z from 'zod/mini';
import { MESSAGE_ADMIN_TEXT } from './texts.ts';
import * as MESSAGES from '../texts/general.ts';
import type { DeletedAnswer } from '../api/common.ts';
import type { ActivePopupAnswer, PopupActionAnswer, PortalBannerAnswer } from './types.ts';
import type { AdminMessageListResponse, AdminMessageSavedResponse } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

export const POPUP_ACTIONS = ['never', 'tomorrow', 'later'] as const;

export const activePopupQuery = z.object({ type: z.optional(z.enum(['logon_popup', 'participant_notification'])) });
export const popupActionBody = z.object({
  action: z.enum(POPUP_ACTIONS, { error: 'The action must be never, tomorrow or later.' }),
  logon_popup_id: z.coerce.number().check(z.int(), z.positive()),
});

export const MESSAGE_TYPES = ['logon_popup', 'participant_notification', 'portal_banner'] as const;

/** The admin routes' `?type=` (spec 02 §7): logon popups when absent. */
export const messageTypeQuery = z.object({
  type: z._default(z.enum(MESSAGE_TYPES, { error: 'type must be participant_notification or portal_banner.' }), 'logon_popup'),
});
const messageIdParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: MESSAGES.notFound })) });

/** Add/Update of a popup, notification or banner: which fields a type uses is the handler's rule. */
export const messageBody = z.object({
  headline: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, { error: 'A title can be at most 200 characters.' })))),
  text: z
    ._default(z.string({ error: MESSAGE_ADMIN_TEXT.textRequired }), '')
    .check(z.maxLength(100_000, { error: 'The text is too long.' })),
  roles: z._default(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)), []),
  cohorts: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1_000)), []),
  /** PUT only: the Status switch. */
  active: z.optional(z.boolean()),
});

export const MESSAGE_CONTRACTS = {
  'GET /api/logon-popup': { query: messageTypeQuery, answer: answer<AdminMessageListResponse>() },
  'POST /api/logon-popup': { query: messageTypeQuery, body: messageBody, answer: answer<AdminMessageSavedResponse>() },
  'PUT /api/logon-popup/{id}': {
    query: messageTypeQuery,
    params: messageIdParams,
    body: messageBody,
    answer: answer<AdminMessageSavedResponse>(),
  },
  /** The list's delete: toggles the active flag. */
  'DELETE /api/logon-popup/{id}': { query: messageTypeQuery, params: messageIdParams, answer: answer<AdminMessageSavedResponse>() },
  'DELETE /api/logon-popup/delete/{id}': { query: messageTypeQuery, params: messageIdParams, answer: answer<DeletedAnswer>() },
  'GET /api/portal_banners': { answer: answer<PortalBannerAnswer>() },
  'GET /api/get-active-logon-popup': { query: activePopupQuery, answer: answer<ActivePopupAnswer>() },
  'POST /api/set-action-logon-popup': { body: popupActionBody, answer: answer<PopupActionAnswer>() },
} satisfies Record<string, Contract>;
