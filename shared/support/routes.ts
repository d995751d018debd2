/** The support group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const SUPPORT_ROWS = [
  ['POST', '/api/support/session', 'support', 'support_edit'],
  ['POST', '/api/support/session/{id}', 'support', 'support_edit'],
  ['POST', '/api/support/session/state', 'support', 'support_edit'],
  ['POST', '/api/support/session/sequence', 'support', 'support_edit'],
  ['POST', '/api/support/session/item', 'support', 'support_edit'],
  ['POST', '/api/support/session/item/{id}', 'support', 'support_edit'],
  ['POST', '/api/support/session/item/state', 'support', 'support_edit'],
  ['POST', '/api/support/session/item/sequence', 'support', 'support_edit'],
] as const satisfies GroupRows<'support'>;
