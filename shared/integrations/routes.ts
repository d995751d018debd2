/** The integrations group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const INTEGRATIONS_ROWS = [
  ['GET', '/api/getModernSignalToken/{username}', 'integrations', 'signed_in'],
  ['GET', '/api/alp-jwt/{userId}/{second}', 'integrations', 'signed_in'],
  ['POST', '/api/getVeoUrl', 'integrations', 'video_annotations'],
  ['POST', '/api/generateTokenContextAnalisys', 'integrations', 'signed_in'],
] as const satisfies GroupRows<'integrations'>;
