/** The built routes of the `profile` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';

export const implementations: GroupImplementations = {};
