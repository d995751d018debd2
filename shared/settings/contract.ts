/** Contracts of the settings group (spec 03 §2.9, §5 "Settings", §7 "System settings", §9). */
import * as z from 'zod/mini';
import { SETTING_KEY_LIST, SETTING_TEXT, SETTINGS_PAGE_SIZE } from './texts.ts';
import type { SettingSavedAnswer, SettingsListAnswer } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';
import { pageNumber } from '../api/fields.ts';

export const settingsListQuery = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  page: pageNumber(1, 100_000),
  per_page: pageNumber(SETTINGS_PAGE_SIZE, 100),
});

/**
 * The key and the new value; a switch may send true/false as JSON booleans. The value's rules
 * depend on the setting's kind, so the route checks them (texts.ts settingValueProblem).
 */
export const updateSettingBody = z.object({
  key: z.enum(SETTING_KEY_LIST, { error: SETTING_TEXT.unknownSetting }),
  value: z.pipe(
    z._default(z.union([z.string(), z.boolean()], { error: SETTING_TEXT.valueRequired }), ''),
    z.transform((value) => String(value)),
  ),
});

export const SETTING_CONTRACTS = {
  'GET /api/get_settings_list': { query: settingsListQuery, answer: answer<SettingsListAnswer>() },
  'POST /api/update_setting': { body: updateSettingBody, answer: answer<SettingSavedAnswer>() },
} satisfies Record<string, Contract>;
