/** The built routes of the `reports` group. Documented routes not listed here answer 501. */
import { REPORT_CONTRACTS } from '../../shared/api/contracts/reports.ts';
import type { GroupContracts } from '../../shared/api/contracts/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';

export const implementations: GroupImplementations = {};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'reports'> = REPORT_CONTRACTS;
