/** The built routes of the `user-import` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';
import { importCsv } from './import-csv.ts';

export const implementations: GroupImplementations = {
  'POST /api/user/import-csv': importCsv,
};
