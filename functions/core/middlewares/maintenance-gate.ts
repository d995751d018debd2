/**
 * Maintenance mode (System Settings; spec 01 §4 keep-alive): while it is on, every signed-in call
 * but a senior admin's is answered 503 with the `maintenance` header, the address keep-alive
 * sends browsers to, so the API stops serving them at once rather than at their next keep-alive
 * (issue 34). A senior admin keeps working: they turn it off again. Keep-alive (it answers the
 * header itself), logout and the return from Login As pass, and so do signed-out calls: the sign-in
 * a senior admin needs, the public certificate verification. The setting is read through the
 * cached reader of data/content/settings.ts (a change shows within SETTINGS_CACHE_MS).
 */
import { MAINTENANCE_HEADER } from '../../../shared/auth/types.ts';
import type { RouteKey } from '../../../shared/api/routes.ts';
import { SETTING_KEYS } from '../../../shared/settings/texts.ts';
import * as MESSAGES from '../../../shared/texts/general.ts';
import { settingIsOn, settingValue } from '../../data/content/settings.ts';
import { httpError } from '../errors.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

const PASSING: ReadonlySet<RouteKey> = new Set(['GET /api/keepalive', 'POST /api/logout', 'GET /api/user/loginas/{target}/false']);

/** The maintenance page's address while maintenance mode is on; undefined while it is off. */
export type MaintenanceReader = () => Promise<string | undefined>;

export const maintenanceFromSettings: MaintenanceReader = async () =>
  (await settingIsOn(SETTING_KEYS.maintenance)) ? settingValue(SETTING_KEYS.maintenanceUrl) : undefined;

export function maintenanceGate({ readMaintenance }: { readMaintenance: MaintenanceReader }): HttpMiddleware {
  if (typeof readMaintenance !== 'function') throw new TypeError('maintenanceGate needs readMaintenance');
  return {
    before: async (request) => {
      const { route, auth } = portalState(request);
      if (!route || !auth || PASSING.has(route.key) || auth.roles.includes('senior_admin')) return;
      const address = await readMaintenance();
      if (address === undefined) return;
      throw httpError(503, MESSAGES.underMaintenance, { maintenance: address }, { [MAINTENANCE_HEADER]: address });
    },
  };
}
