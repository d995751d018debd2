/** Contracts of the cohort form (spec 03 §2.4, §4-5, §7): one cohort read for editing, its save and delete, people search and the facilitator conflict check. */
import type { Contract } from './contract.ts';

export const COHORT_FORM_CONTRACTS = {} satisfies Record<string, Contract>;
