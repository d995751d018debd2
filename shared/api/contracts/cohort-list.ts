/** Contracts of the Cohort Builder list (spec 03 §2.2-2.3, §7): the list, its search, filters and the form's reference data. */
import type { Contract } from './contract.ts';

export const COHORT_LIST_CONTRACTS = {} satisfies Record<string, Contract>;
