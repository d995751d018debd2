/** The built routes of the `settings` group (admin tab 18, spec 03 §7 "System settings"). */
import { SETTING_CONTRACTS } from '../../shared/settings/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { listSettings, updateSetting } from './settings-admin.ts';

export const implementations: GroupImplementations<'settings'> = {
  'GET /api/get_settings_list': listSettings,
  'POST /api/update_setting': updateSetting,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'settings'> = SETTING_CONTRACTS;
