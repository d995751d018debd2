/** The Cohort Builder list's routes (spec 03 §2.2-2.3): the list, its search, filters and the form's reference data. */
import type { GroupImplementations } from '../core/http.ts';

export const listImplementations: GroupImplementations = {};
