/** The words of a certificate's Open Badges 3.0 credential and of the verification page's download (issue 33; not in the spec). */
import { PORTAL_NAME } from '../constants.ts';

export const CREDENTIAL_TEXT = {
  /** The organisation as issuer (the portal's name, as the browser tab shows it). */
  issuerName: PORTAL_NAME,
  description: (participant: string, course: string, cohort: string) => `${participant} completed ${course} in the cohort ${cohort}.`,
  achievementDescription: (course: string) =>
    `Certificate of completion of ${course}, a cohort-based professional-learning course taught in units.`,
  /** The completion rule of functions/domain/certification.ts, in words. */
  criteria: (course: string) =>
    `Took every unit of ${course}: present on each of the unit's days (an Independent Study unit counts when marked done), ` +
    "or the unit made up in another cohort of the course; issued once the last unit's last day is over.",
  downloadHeading: 'Open Badges 3.0 credential',
  downloadIntro:
    'The same certificate as an Open Badges 3.0 credential, for a digital wallet or a verifier: as JSON, or secured as a JWT signed with the key at',
  downloadJson: 'Download the credential (JSON)',
  downloadJwt: 'Download the signed credential (JWT)',
  downloadFailed: 'The credential could not be downloaded. Please try again.',
} as const;

/** File names of the downloads: the printed code names the certificate. */
export const credentialFileName = (code: string, kind: 'json' | 'jwt') => `Certificate ${code} credential.${kind}`;
