/**
 * My Record (issue 33, not in the spec): GET /api/me/record's answer and the words and lines that
 * show it. The page and its PDF (web/src/features/record) both write each figure with the
 * functions here, so the download says what the screen says.
 */
import { PORTAL_NAME } from '../constants.ts';
import { formatCalendarDate } from '../format.ts';
import { unitLabel } from '../units.ts';

/** The organisation a certificate names: on LinkedIn and at the head of the record's PDF. */

/** Where a cohort is, as of today (New York). */
export type RecordCohortStatus = 'upcoming' | 'in_progress' | 'ended';

export interface RecordUnit {
  unit: string;
  /** Every day of it present, or made up elsewhere (domain/certification.ts `took`). */
  complete: boolean;
}

export interface RecordMakeup {
  unit: string;
  /** The host cohort. */
  cohort_name: string;
  /** Recorded present there on a day of the unit: the make-up counts. */
  attended: boolean;
}

export interface RecordCohort {
  cohort_id: number;
  cohort_name: string;
  course_name: string;
  start_date: string | null;
  end_date: string | null;
  status: RecordCohortStatus;
  /** Completed the course (the Attendance Audit's rule); false for the coaching course, which records no attendance. */
  completed: boolean;
  /** The coaching course takes no attendance: no units or days to show. */
  attendance_taken: boolean;
  units: RecordUnit[];
  /** The Attendance Audit's days: taught days that have begun ('Scheduled' there). */
  days_held: number;
  /** Of those, recorded present, or of a unit made up elsewhere. */
  days_present: number;
  makeups: RecordMakeup[];
}

export interface RecordCertificate {
  id: number;
  course_name: string;
  cohort_name: string;
  issued_on: string;
  /** A void one says so and nothing more: its reason is for staff. */
  status: 'valid' | 'void';
  /** `ABCD-EFGH-IJKL-MNOP`. */
  code: string;
  /** The public verification page (the address the certificate prints and its QR code holds). */
  verify_url: string;
  /** A short-lived link to the issued PDF; null for a void certificate. */
  document: string | null;
}

export interface LearningRecord {
  user: { id: number; first_name: string; last_name: string };
  /** The New York date the answer was made. */
  as_of: string;
  cohorts: RecordCohort[];
  certificates: RecordCertificate[];
}

export const RECORD_TEXT = {
  title: 'My Record',
  noCohorts: 'You are not enrolled in any cohort yet.',
  noCertificates: 'No certificates yet.',
  download: 'Download PDF',
  addToLinkedIn: 'Add to LinkedIn',
  verify: 'Verification page',
  certificatePdf: 'Certificate PDF',
  status: { upcoming: 'Upcoming', in_progress: 'In progress', ended: 'Ended' } satisfies Record<RecordCohortStatus, string>,
  certificateStatus: { valid: 'Valid', void: 'Void' } as const,
} as const;

const date = (d: string | null) => (d ? formatCalendarDate(d) : 'TBD');

export const cohortDates = (c: Pick<RecordCohort, 'start_date' | 'end_date'>) => `${date(c.start_date)} – ${date(c.end_date)}`;

export const attendanceLine = (c: Pick<RecordCohort, 'days_present' | 'days_held'>) => `${c.days_present} of ${c.days_held} days present`;

export const unitLine = (u: RecordUnit) => `${unitLabel(u.unit)}: ${u.complete ? 'complete' : 'not complete'}`;

export const makeupLine = (m: RecordMakeup) =>
  `Make-up of ${unitLabel(m.unit)} in ${m.cohort_name}: ${m.attended ? 'attended' : 'not attended yet'}`;

export const cohortStatusLine = (c: Pick<RecordCohort, 'status' | 'completed'>) =>
  `${RECORD_TEXT.status[c.status]}${c.completed ? ' · Course completed' : ''}`;

export const certificateLine = (c: Pick<RecordCertificate, 'course_name' | 'issued_on' | 'status'>) =>
  `${c.course_name} · issued ${formatCalendarDate(c.issued_on)} · ${RECORD_TEXT.certificateStatus[c.status]}`;

/** The record as lines of text, in the page's order: what the PDF prints, one figure per line as the page shows it. */
export function recordLines(record: LearningRecord): string[] {
  const lines = [`${record.user.first_name} ${record.user.last_name}`, `As of ${formatCalendarDate(record.as_of)}`, '', 'Cohorts'];
  if (!record.cohorts.length) lines.push(RECORD_TEXT.noCohorts);
  for (const c of record.cohorts) {
    lines.push('', `${c.course_name} · ${c.cohort_name}`, cohortDates(c), cohortStatusLine(c));
    if (!c.attendance_taken) continue;
    lines.push(`Attendance: ${attendanceLine(c)}`, ...c.units.map(unitLine), ...c.makeups.map(makeupLine));
  }
  lines.push('', 'Certificates');
  if (!record.certificates.length) lines.push(RECORD_TEXT.noCertificates);
  for (const c of record.certificates) lines.push(certificateLine(c), `Verify: ${c.verify_url}`);
  return lines;
}

/** LinkedIn's add-a-certification address, filled in from the certificate. */
export function linkedInAddUrl(c: Pick<RecordCertificate, 'course_name' | 'issued_on' | 'verify_url' | 'code'>): string {
  const [year, month] = c.issued_on.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.course_name,
    organizationName: PORTAL_NAME,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: c.verify_url,
    certId: c.code,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
