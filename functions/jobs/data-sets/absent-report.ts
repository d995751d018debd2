/**
 * Absent Report data set (spec 03 §2.12, the Attendance Audit dialog's "participants who were
 * absent"): one row per member, of every cohort, with at least one absence that counts (not made
 * up), with the cohort's columns and the member's counts as the per-cohort table shows them
 * (domain/attendance-audit.ts). The coaching course takes no attendance: none of its cohorts is read.
 */
import { COACHING_COURSE_KEY } from '../../../shared/constants.ts';
import type { DataSetSource } from '../../files/data-set-files.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import type { CohortDirectory } from '../../data/cohorts/cohort-directory.ts';
import { cohortAttendanceAudit, cohortInfo, type MemberAudit } from '../../domain/attendance-audit.ts';
import { COHORT_COLUMNS, cohortColumns, eachCohort, freshDirectory, type LoadedCohort } from './attendance-cohorts.ts';

/** The cohort and member columns of the Absent and Graduation data sets. */
export const MEMBER_AUDIT_COLUMNS: readonly XlsxColumn[] = [
  ...COHORT_COLUMNS,
  { header: 'City', key: 'city', width: 16 },
  { header: 'Total Participants', key: 'total_participants', width: 10 },
  { header: 'Participant ID', key: 'user_id', width: 10 },
  { header: 'Last Name', key: 'last_name', width: 20 },
  { header: 'First Name', key: 'first_name', width: 20 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Absents', key: 'absents', width: 9 },
  { header: 'Scheduled', key: 'scheduled', width: 9 },
  { header: 'Remaining', key: 'remaining', width: 9 },
  { header: 'Missing Attendance', key: 'missing_attendance', width: 11 },
];

/** A member's row: the cohort's columns and the member's counts. */
export function memberAuditRow(directory: CohortDirectory, { aggregate }: LoadedCohort, member: MemberAudit): XlsxRow {
  const { user_id, last_name, first_name, email, absents, scheduled, remaining, missing_attendance } = member;
  const { city, total_participants } = cohortInfo(aggregate, directory.reference);
  return {
    ...cohortColumns(aggregate, directory),
    city,
    total_participants,
    user_id,
    last_name,
    first_name,
    email,
    absents,
    scheduled,
    remaining,
    missing_attendance,
  };
}

async function* rows(now: Date): AsyncGenerator<XlsxRow> {
  const directory = await freshDirectory();
  const coachingCourses = new Set([...directory.reference.courses.values()].filter((c) => c.key === COACHING_COURSE_KEY).map((c) => c.id));
  for await (const loaded of eachCohort(directory, (c) => !coachingCourses.has(c.course_id))) {
    for (const member of cohortAttendanceAudit(loaded.aggregate, loaded.hosts, { now, coaching: loaded.coaching })) {
      if (member.absents > 0) yield memberAuditRow(directory, loaded, member);
    }
  }
}

export const absentReport: DataSetSource = {
  name: 'absent-report',
  sheets: (now) => [{ name: 'Absent Report', columns: MEMBER_AUDIT_COLUMNS, rows: rows(now) }],
};
