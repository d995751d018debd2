/** The built routes of the `roles` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';

export const implementations: GroupImplementations = {};
