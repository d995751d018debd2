/** The built routes of the `locks` group. Documented routes not listed here answer 501. */
import { LOCK_CONTRACTS } from '../../shared/locks/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { releasePage, takeOverPage, takePage, validatePage } from './page-lock-routes.ts';

export const implementations: GroupImplementations<'locks'> = {
  'GET /api/validate_page': validatePage,
  'POST /api/active_page': takePage,
  'POST /api/update_page': takePage,
  'POST /api/take_over_page': takeOverPage,
  'POST /api/disabled_page': releasePage,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'locks'> = LOCK_CONTRACTS;
