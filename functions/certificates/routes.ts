/** The built routes of the `certificates` group. Documented routes not listed here answer 501. */
import { CERTIFICATE_CONTRACTS } from '../../shared/certificates/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { listCertificates } from './certificate-list.ts';
import { certificateCredential, statusList } from './credential.ts';
import { exportCertificates } from './export-certificates.ts';
import { certifications, reissueCertificate } from './issue.ts';
import { pdfLogReport } from './pdf-log-report.ts';
import { restoreCertificate, voidCertificate } from './status.ts';
import { listCourses, updateCertificateImage } from './templates.ts';
import { jwks, verifyCertificate } from './verify.ts';

export const implementations: GroupImplementations<'certificates'> = {
  'GET /api/get_courses_list': listCourses,
  'POST /api/update_certificate_image': updateCertificateImage,
  'GET /api/certifications/{cohortId}': certifications,
  'GET /api/reissue_certificate/{id}': reissueCertificate,
  'POST /api/save_void_certificate': voidCertificate,
  'POST /api/active_restore_certificate': restoreCertificate,
  'GET /api/certificate/verify/{code}': verifyCertificate,
  'GET /api/.well-known/jwks.json': jwks,
  'GET /api/certificate/credential/{code}': certificateCredential,
  'GET /api/certificate/status-list': statusList,
  'GET /api/participantCertificate': listCertificates,
  'GET /api/export_certificate': exportCertificates,
  'GET /api/pdf_log': pdfLogReport,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'certificates'> = CERTIFICATE_CONTRACTS;
