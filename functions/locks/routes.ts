/** The built routes of the `locks` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';
import { releasePage, takePage, validatePage } from './page-lock-routes.ts';

export const implementations: GroupImplementations = {
  'GET /api/validate_page': validatePage,
  'POST /api/active_page': takePage,
  'POST /api/update_page': takePage,
  'POST /api/disabled_page': releasePage,
};
