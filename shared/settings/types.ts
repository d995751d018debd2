/** Answers of the settings routes (spec 03 §7 "System settings"). */
import type { PageOf } from '../api/common.ts';
import type { SettingKey, SettingTable, SettingType } from './texts.ts';

/** One option of a choice: the value saved and the label shown. */
export interface SettingOption {
  value: string;
  label: string;
}

/** One setting as the list shows it (spec 03 §3 "Setting": description, value, who_update, updated_at). */
export interface SettingRow {
  /** Its place in the catalogue, from 1. */
  id: number;
  key: SettingKey;
  description: string;
  type: SettingType;
  /** A choice's reference table (spec 03 §3 table_key); null for the other kinds. */
  table_key: SettingTable | null;
  /** A choice's options, from its table, in label order (spec 03 §3 optionsSelector); null for the other kinds. */
  optionsSelector: SettingOption[] | null;
  /** The value in force: the saved one, or the default when none was saved. */
  value: string;
  /** Null while the default is in force. */
  updated_at: string | null;
  updated_by: number | null;
  /** Name of who saved it last. */
  who_update: string | null;
}

/** GET /api/get_settings_list */
export type SettingsListAnswer = PageOf<SettingRow>;

/** POST /api/update_setting */
export interface SettingSavedAnswer {
  message: string;
  setting: SettingRow;
}
