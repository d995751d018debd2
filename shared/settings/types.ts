/** Answers of the settings routes (spec 03 §7 "System settings"). */
import type { PageOf } from '../api/common.ts';
import type { SettingKey, SettingType } from './texts.ts';

/** One setting as the list shows it (spec 03 §3 "Setting": description, value, who_update, updated_at). */
export interface SettingRow {
  /** Its place in the catalogue, from 1. */
  id: number;
  key: SettingKey;
  description: string;
  type: SettingType;
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
