/** The certificates group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const CERTIFICATES_ROWS = [
  ['GET', '/api/certifications/{cohortId}', 'certificates', 'certificates_issue'],
  ['GET', '/api/get_courses_list', 'certificates', 'senior_admin'],
  ['POST', '/api/update_certificate_image', 'certificates', 'senior_admin'],
  ['GET', '/api/participantCertificate', 'certificates', 'admin_area'],
  ['GET', '/api/export_certificate', 'certificates', 'admin_area'],
  ['GET', '/api/reissue_certificate/{id}', 'certificates', 'certificates_issue'],
  ['POST', '/api/save_void_certificate', 'certificates', 'certificates_void'],
  ['POST', '/api/active_restore_certificate', 'certificates', 'certificates_void'],
  ['GET', '/api/pdf_log', 'certificates', 'senior_admin'],
] as const satisfies GroupRows<'certificates'>;
