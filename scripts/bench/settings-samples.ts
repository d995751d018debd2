/**
 * Bench samples of the System Settings routes (admin tab 18, issue 15): the first page of the list
 * and a search, and a save that writes the Helpdesk hours' default again (the setting stays as
 * seeded; never maintenance mode, which would send the other samples' browsers away).
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import { SETTING_KEYS, SETTING_FIXED_DEFAULTS, SETTINGS_PAGE_SIZE } from '../../shared/settings/texts.ts';
import type { BenchData, Sample } from './samples.ts';

export const SETTINGS_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/get_settings_list': (): readonly Sample[] => [
    { variant: 'first page', as: 'senior.admin', query: { page: '1', per_page: String(SETTINGS_PAGE_SIZE) } },
    { variant: 'search', as: 'senior.admin', query: { search: 'helpdesk' } },
  ],
  'POST /api/update_setting': () => ({
    as: 'senior.admin',
    body: { key: SETTING_KEYS.helpdeskHours, value: SETTING_FIXED_DEFAULTS[SETTING_KEYS.helpdeskHours] },
    note: 'writes the seeded value again',
  }),
};
