/**
 * Admin tab 18, System Settings (spec 03 §2.9, §5 "Settings", §7, §9): the list, 10 a page with an
 * optional search, and the edit modal's save. Senior admins only (the route table's capability).
 */
import type { SettingOption, SettingRow, SettingSavedAnswer, SettingsListAnswer } from '../../shared/settings/types.ts';
import {
  SETTING_DEFINITIONS,
  SETTING_TEXT,
  settingDefinition,
  settingValueProblem,
  type SettingDefinition,
  type SettingTable,
} from '../../shared/settings/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { pagedAnswer } from '../core/list-pages.ts';
import { listReference } from '../data/reference/reference.ts';
import { personNames } from '../data/users/person-names.ts';
import { forgetSettings, saveSetting, settingDefaults, storedSettings, type StoredSetting } from '../data/content/settings.ts';

/** A choice's options: the rows of its reference table (the Lambda's reference cache, no Query when warm). */
async function optionsOf(table: SettingTable): Promise<SettingOption[]> {
  return (await listReference(table))
    .map((row): SettingOption => ({ value: String(row.id), label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

type OptionsByTable = ReadonlyMap<SettingTable, SettingOption[]>;

async function optionsByTable(definitions: readonly SettingDefinition[]): Promise<OptionsByTable> {
  const tables = [...new Set(definitions.flatMap((d) => (d.table_key ? [d.table_key] : [])))];
  return new Map(await Promise.all(tables.map(async (table) => [table, await optionsOf(table)] as const)));
}

function rowOf(
  definition: SettingDefinition,
  stored: StoredSetting | undefined,
  defaults: Record<string, string>,
  options: OptionsByTable,
): SettingRow {
  return {
    id: SETTING_DEFINITIONS.indexOf(definition) + 1,
    key: definition.key,
    description: definition.label,
    type: definition.type,
    table_key: definition.table_key ?? null,
    optionsSelector: definition.table_key ? (options.get(definition.table_key) ?? []) : null,
    value: stored?.value ?? defaults[definition.key],
    updated_at: stored?.updated_at || null,
    updated_by: stored?.updated_by ?? null,
    who_update: stored?.updated_by_name ?? null,
  };
}

/** Every setting as it is now: the list reads the table, not its Lambda's cached copy. */
async function currentRows(): Promise<SettingRow[]> {
  forgetSettings();
  const [stored, options] = await Promise.all([storedSettings(), optionsByTable(SETTING_DEFINITIONS)]);
  const defaults = settingDefaults();
  return SETTING_DEFINITIONS.map((definition) => rowOf(definition, stored.get(definition.key), defaults, options));
}

export const listSettings: RouteImplementation<'GET /api/get_settings_list'> = async ({ query }) => {
  const needle = query.search.toLocaleLowerCase();
  const rows = (await currentRows()).filter(
    (row) => !needle || [row.description, row.key, row.value].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
  const answer: SettingsListAnswer = pagedAnswer(rows, query);
  return answer;
};

export const updateSetting: RouteImplementation<'POST /api/update_setting'> = async ({ body, auth }) => {
  const definition = settingDefinition(body.key);
  if (!definition) throw httpError(422, SETTING_TEXT.unknownSetting);
  const value = definition.type === 'boolean' ? body.value : body.value.trim();
  const options = await optionsByTable([definition]);
  const allowed = definition.table_key ? (options.get(definition.table_key) ?? []).map((option) => option.value) : [];
  const problem = settingValueProblem(definition.type, value, allowed);
  if (problem) throw httpError(422, problem, { errors: { value: [problem] } });
  const name = (await personNames([auth.userId])).get(auth.userId) ?? auth.username;
  const setting: StoredSetting = {
    key: definition.key,
    value,
    updated_at: new Date().toISOString(),
    updated_by: auth.userId,
    updated_by_name: name,
  };
  await saveSetting(setting);
  const answer: SettingSavedAnswer = { message: SETTING_TEXT.saved, setting: rowOf(definition, setting, settingDefaults(), options) };
  return answer;
};
