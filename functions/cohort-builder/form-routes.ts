/** The cohort form's routes (spec 03 §2.4): read one cohort for editing, save, delete, people search, facilitator conflicts. */
import type { GroupImplementations } from '../core/http.ts';

export const formImplementations: GroupImplementations = {};
