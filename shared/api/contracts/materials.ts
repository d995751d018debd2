/** Contracts of the materials (BOM) group (spec 03 §2.5, §5, §7). */
import type { Contract } from './contract.ts';

export const MATERIAL_CONTRACTS = {} satisfies Record<string, Contract>;
