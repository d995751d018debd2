/**
 * System Settings (admin tab 18, spec 03 §2.9, §3 "Setting", §5 "Settings", §9): which settings
 * exist, their kind, label and default, the page size, the cache window of the server's reader
 * and the texts. The catalogue is code: a setting exists because the portal reads it; the table
 * holds only the values a senior admin saved (functions/data/content/settings.ts).
 */
import { DEFAULT_COURSE_ID } from '../constants.ts';
import { HELPDESK } from '../texts/helpdesk.ts';

/**
 * A plain value (text, required), an on/off switch ('true' / 'false'), an address, or a choice
 * among the rows of a reference table (spec 03 §3 "Setting": table_key, optionsSelector).
 */
export const SETTING_TYPES = ['value', 'boolean', 'url', 'choice'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** The reference tables a choice's options come from (spec 03 §3 table_key): each row's id is a value, its name the label. */
export const SETTING_TABLES = ['COURSE'] as const;
export type SettingTable = (typeof SETTING_TABLES)[number];

/** Spec 03 §9: settings 10 a page. */
export const SETTINGS_PAGE_SIZE = 10;

/**
 * How long a Lambda trusts its copy of the settings (the same idea as DIRECTORY_FRESHNESS_MS): a
 * change reaches every Lambda within this window; the Lambda that saved it sees it at once.
 */
export const SETTINGS_CACHE_MS = 60_000;

export const SETTING_KEYS = {
  maintenance: 'maintenance_mode',
  maintenanceUrl: 'maintenance_url',
  helpdeskEmail: 'helpdesk_email',
  helpdeskPhone: 'helpdesk_phone',
  helpdeskHours: 'helpdesk_hours',
  sabaSsoUrl: 'saba_sso_url',
  veoUrl: 'veo_url',
  defaultCourse: 'default_course',
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

export interface SettingDefinition {
  key: SettingKey;
  /** The list's description (spec 03 §3 "Setting": description). */
  label: string;
  type: SettingType;
  /** A choice's reference table (spec 03 §3 table_key); only a choice has one. */
  table_key?: SettingTable;
}

/** The settings in the order the list shows them. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  { key: SETTING_KEYS.maintenance, label: 'Maintenance mode (sends every signed-in browser to the maintenance page)', type: 'boolean' },
  { key: SETTING_KEYS.maintenanceUrl, label: 'Maintenance page address', type: 'url' },
  { key: SETTING_KEYS.helpdeskEmail, label: 'Helpdesk e-mail', type: 'value' },
  { key: SETTING_KEYS.helpdeskPhone, label: 'Helpdesk phone', type: 'value' },
  { key: SETTING_KEYS.helpdeskHours, label: 'Helpdesk hours', type: 'value' },
  { key: SETTING_KEYS.sabaSsoUrl, label: 'Saba single sign-on address', type: 'url' },
  { key: SETTING_KEYS.veoUrl, label: 'VEO video annotations address', type: 'url' },
  { key: SETTING_KEYS.defaultCourse, label: 'Default course (the Materials tab opens on it)', type: 'choice', table_key: 'COURSE' },
];

export const SETTING_KEY_LIST = SETTING_DEFINITIONS.map((d) => d.key) as [SettingKey, ...SettingKey[]];

export function settingDefinition(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((d) => d.key === key);
}

/** The defaults that need no deployment configuration (the addresses' defaults come from it). */
export const SETTING_FIXED_DEFAULTS = {
  [SETTING_KEYS.maintenance]: 'false',
  [SETTING_KEYS.maintenanceUrl]: '/maintenance.html',
  [SETTING_KEYS.helpdeskEmail]: HELPDESK.email,
  [SETTING_KEYS.helpdeskPhone]: HELPDESK.phone,
  [SETTING_KEYS.helpdeskHours]: HELPDESK.hours,
  [SETTING_KEYS.defaultCourse]: String(DEFAULT_COURSE_ID),
} as const;

/** An address setting: an http(s) URL, or a path on the portal itself (the built-in pages' defaults). */
export function isSettingAddress(value: string): boolean {
  return value.length <= 2000 && /^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i.test(value);
}

export const SETTING_TEXT = {
  /** Spec 03 §5 'A value is required when the setting is a plain value': the text is not in the spec. */
  valueRequired: 'Please enter a value.',
  /** Not in the spec. */
  urlInvalid: 'Please enter an address starting with http:// or https:// (or a path on this portal starting with /).',
  /** Not in the spec. */
  booleanInvalid: 'The value of a switch must be true or false.',
  /** Not in the spec. */
  notAnOption: 'Please choose one of the listed options.',
  /** Not in the spec. */
  unknownSetting: 'This setting does not exist.',
  /** Not in the spec. */
  tooLong: 'A value can be at most 2000 characters.',
  /** Not in the spec. */
  saved: 'The setting has been saved.',
} as const;

/**
 * Checks a value for a setting's kind (a choice: against its options' values); the text of the
 * first failed rule, or null. The server decides with it (functions/settings) and the edit modal
 * shows the same text before sending.
 */
export function settingValueProblem(type: SettingType, value: string, options: readonly string[] = []): string | null {
  if (value.length > 2000) return SETTING_TEXT.tooLong;
  if (type === 'choice') return options.includes(value) ? null : SETTING_TEXT.notAnOption;
  if (type === 'boolean') return value === 'true' || value === 'false' ? null : SETTING_TEXT.booleanInvalid;
  if (value.trim() === '') return SETTING_TEXT.valueRequired;
  if (type === 'url' && !isSettingAddress(value.trim())) return SETTING_TEXT.urlInvalid;
  return null;
}
