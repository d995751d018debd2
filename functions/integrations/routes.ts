/** The built routes of the `integrations` group: tokens and addresses for framed external systems. */
import { INTEGRATION_CONTRACTS } from '../../shared/integrations/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { alpJwt } from './alp.ts';
import { contextAnalysisToken } from './context-analysis.ts';
import { modernSignalToken, veoUrl } from './sso.ts';

export const implementations: GroupImplementations<'integrations'> = {
  'GET /api/getModernSignalToken/{username}': modernSignalToken,
  'GET /api/alp-jwt/{userId}/{second}': alpJwt,
  'POST /api/getVeoUrl': veoUrl,
  'POST /api/generateTokenContextAnalisys': contextAnalysisToken,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'integrations'> = INTEGRATION_CONTRACTS;
