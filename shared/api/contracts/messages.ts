import * as z from 'zod/mini';
import type { Contract } from './contract.ts';

export const POPUP_ACTIONS = ['never', 'tomorrow', 'later'] as const;

export const activePopupQuery = z.object({ type: z.optional(z.enum(['logon_popup', 'participant_notification'])) });
export const popupActionBody = z.object({
  action: z.enum(POPUP_ACTIONS, { error: 'The action must be never, tomorrow or later.' }),
  logon_popup_id: z.coerce.number().check(z.int(), z.positive()),
});
export const roleNamesBody = z.object({ slugs: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)) });

export const MESSAGE_CONTRACTS = {
  'GET /api/get-active-logon-popup': { query: activePopupQuery },
  'POST /api/set-action-logon-popup': { body: popupActionBody },
  'POST /api/role/get/names': { body: roleNamesBody },
} satisfies Record<string, Contract>;
