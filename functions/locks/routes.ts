/** The built routes of the `locks` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';

export const implementations: GroupImplementations = {};
