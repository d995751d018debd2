/**
 * Bench samples of the certificates group (issue 15) measured with the other routes: the Blanks
 * list (first page and a search) and the public routes. Issuing 100 certificates and the
 * verification and credential of a real code are measured in their own section (certificates.ts),
 * where a finished cohort and a template exist; here the verification page and the credential
 * route are asked about a code nobody holds (404: the same look-ups), their per-address counter
 * forgotten before each call (untimed, as before the status list's), and so is Print (the seed
 * issues no certificate: a real one's is in that section too).
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { BenchData, Sample } from './samples.ts';
import { forgetVerifications } from './throttle-reset.ts';

/** The public routes share one per-address counter: forgotten before each call (untimed). */
const countedAnew = async () => {
  await forgetVerifications();
  return {};
};

/** A code nobody holds, without a token: the same look-ups as a real one. */
const unknownCode = { as: null, params: { code: 'AAAA-AAAA-AAAA-AAAA' }, prepare: countedAnew, expect: 404 } as const;

export const CERTIFICATE_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/get_courses_list': () => [{ variant: 'first page' }, { variant: 'search', query: { search: 'lead' } }],
  'GET /api/certificate/verify/{code}': () => ({ ...unknownCode, note: 'an unknown code; a real one: Certificates section' }),
  'GET /api/certificate/credential/{code}': () => ({ ...unknownCode, note: 'an unknown code; a real one (signed): Certificates section' }),
  'GET /api/certificate/status-list': () => ({ as: null, prepare: countedAnew }),
  'GET /api/.well-known/jwks.json': () => ({ as: null }),
  'GET /api/certifications/{cohortId}': () => ({
    expect: 422,
    note: 'nobody named: the refusal and its PDF log item; 100 certificates: Certificates section',
  }),
  'GET /api/reissue_certificate/{id}': () => ({
    params: { id: 999_999_999 },
    expect: 404,
    note: 'a certificate nobody holds: the look-up and its PDF log item; Print of a real one: Certificates section',
  }),
};
