/** The built routes of the `districts` group (admin tab 5, Add District). */
import type { GroupImplementations } from '../core/http.ts';
import { exportDistrictChangesReport } from './export-changes.ts';
import { saveChangeDistrict } from './save-change-district.ts';
import { verifyDistrictsToChange, verifyUsersToChangeDistrict } from './verify.ts';

export const implementations: GroupImplementations = {
  'GET /api/verifyDistrictsToChange': verifyDistrictsToChange,
  'POST /api/verifyUsersToChangeDistrict': verifyUsersToChangeDistrict,
  'POST /api/saveChangeDistrict': saveChangeDistrict,
  'GET /api/export_district_changes_report': exportDistrictChangesReport,
};
