/** The built routes of the `districts` group (admin tab 5, Add District). */
import { DISTRICT_CONTRACTS } from '../../shared/districts/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { exportDistrictChangesReport } from './export-changes.ts';
import { saveChangeDistrict } from './save-change-district.ts';
import { verifyDistrictsToChange, verifyUsersToChangeDistrict } from './verify.ts';

export const implementations: GroupImplementations<'districts'> = {
  'GET /api/verifyDistrictsToChange': verifyDistrictsToChange,
  'POST /api/verifyUsersToChangeDistrict': verifyUsersToChangeDistrict,
  'POST /api/saveChangeDistrict': saveChangeDistrict,
  'GET /api/export_district_changes_report': exportDistrictChangesReport,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'districts'> = DISTRICT_CONTRACTS;
