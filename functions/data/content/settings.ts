/**
 * System settings (admin tab 18): the values a senior admin saved, one item per setting in the
 * partition REF#SETTING (SK the setting's key), so that the whole set is one Query. Which settings
 * exist, their kind and label are code (shared/settings/texts.ts); a setting never saved has its default:
 * the fixed ones there, the external addresses from the deployment's configuration.
 *
 * Every Lambda reads them through one cached reader (`settingValue`): one Query, then trusted for
 * SETTINGS_CACHE_MS, so a change reaches every Lambda within that window. The writer forgets its
 * own copy, so its answer and its Lambda's next read show the change at once.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  SETTING_DEFINITIONS,
  SETTING_FIXED_DEFAULTS,
  SETTING_KEYS,
  SETTINGS_CACHE_MS,
  type SettingKey,
} from '../../../shared/settings/texts.ts';
import { externalAddresses } from '../../services/config.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { PARTITION } from '../table/table.ts';

export interface StoredSetting {
  key: SettingKey;
  value: string;
  updated_at: string;
  /** Null for the seeded defaults (no person saved them). */
  updated_by: number | null;
  updated_by_name: string | null;
}

const KNOWN: ReadonlySet<string> = new Set(SETTING_DEFINITIONS.map((d) => d.key));
const isSettingKey = (key: string): key is SettingKey => KNOWN.has(key);

const settingKey = (key: SettingKey) => ({ PK: PARTITION.reference('SETTING'), SK: key });

/** REF#SETTING / <key>: a saved value. */
export const settingEntity = entity({
  type: 'setting',
  key: settingKey,
  keyOf: (setting: StoredSetting) => settingKey(setting.key),
  fromItem: (item): StoredSetting => ({
    key: attr.oneOf(
      SETTING_DEFINITIONS.map((d) => d.key),
      item.key,
    ),
    value: attr.string(item.value ?? ''),
    updated_at: attr.string(item.updated_at ?? ''),
    updated_by: attr.nullableNumber(item.updated_by),
    updated_by_name: attr.nullableString(item.updated_by_name),
  }),
});

/** What each setting is when nobody saved it: the configuration the portal ran on before settings existed. */
export function settingDefaults(): Record<SettingKey, string> {
  const { sabaSsoUrl, veoUrl } = externalAddresses();
  return { ...SETTING_FIXED_DEFAULTS, [SETTING_KEYS.sabaSsoUrl]: sabaSsoUrl, [SETTING_KEYS.veoUrl]: veoUrl };
}

/** The items that seed every setting with its default (scripts/seed, the cloud bootstrap). */
export function defaultSettingItems(at: string): Record<string, unknown>[] {
  const defaults = settingDefaults();
  return SETTING_DEFINITIONS.map((d) =>
    settingEntity.item({ key: d.key, value: defaults[d.key], updated_at: at, updated_by: null, updated_by_name: null }),
  );
}

/** The reader's window and clock; tests shorten or move them (a change must show once the window is over). */
const reader = { windowMs: SETTINGS_CACHE_MS, now: (): number => Date.now() };
let cached: { at: number; values: Map<SettingKey, StoredSetting> } | undefined;

export function configureSettingsCache(options: { windowMs?: number; now?: () => number }): void {
  if (options.windowMs !== undefined) reader.windowMs = options.windowMs;
  if (options.now) reader.now = options.now;
  cached = undefined;
}

/** Forgets the cached copy (the writer, and tests between suites). */
export function forgetSettings(): void {
  cached = undefined;
}

/** The saved settings by key: one Query of REF#SETTING, reused within the cache window. */
export async function storedSettings(): Promise<Map<SettingKey, StoredSetting>> {
  const now = reader.now();
  if (cached && now - cached.at < reader.windowMs) return cached.values;
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION.reference('SETTING') },
  });
  const values = new Map<SettingKey, StoredSetting>();
  for (const item of items) {
    if (typeof item.key !== 'string' || !isSettingKey(item.key)) continue; // a setting the portal no longer reads
    const setting = settingEntity.fromItem(item);
    values.set(setting.key, setting);
  }
  cached = { at: now, values };
  return values;
}

/** The value in force: the saved one, or the default. */
export async function settingValue(key: SettingKey): Promise<string> {
  return (await storedSettings()).get(key)?.value ?? settingDefaults()[key];
}

/** A switch setting: on when its value is 'true'. */
export async function settingIsOn(key: SettingKey): Promise<boolean> {
  return (await settingValue(key)) === 'true';
}

/** Saves a value (the last save wins: a setting is one value, not an edit of the previous one). */
export async function saveSetting(setting: StoredSetting): Promise<void> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: settingEntity.item(setting) }));
  } finally {
    forgetSettings();
  }
}
