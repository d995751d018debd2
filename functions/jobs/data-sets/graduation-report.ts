/**
 * Graduation Report data set (spec 03 §2.12, the Attendance Audit dialog's "all participants"):
 * one row per member of every cohort, with the cohort's columns, the member's counts, whether the
 * member completed the course (domain/certification.ts, the rule Create Certificates applies) and
 * whether a certificate of the cohort is issued to them (voided ones are not).
 */
import type { DataSetSource } from '../../files/data-set-files.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import { cohortAttendanceAudit } from '../../domain/attendance-audit.ts';
import { MEMBER_AUDIT_COLUMNS, memberAuditRow } from './absent-report.ts';
import { eachCohort, freshDirectory, yesNo } from './attendance-cohorts.ts';

export const GRADUATION_COLUMNS: readonly XlsxColumn[] = [
  ...MEMBER_AUDIT_COLUMNS,
  { header: 'Completed', key: 'completed', width: 10 },
  { header: 'Certificate Issued', key: 'certified', width: 10 },
];

async function* rows(now: Date): AsyncGenerator<XlsxRow> {
  const directory = await freshDirectory();
  for await (const loaded of eachCohort(directory, (c) => c.summary.members.length > 0)) {
    for (const member of cohortAttendanceAudit(loaded.aggregate, loaded.hosts, { now, coaching: loaded.coaching })) {
      yield { ...memberAuditRow(directory, loaded, member), completed: yesNo(member.completed), certified: yesNo(member.certified) };
    }
  }
}

export const graduationReport: DataSetSource = {
  name: 'graduation-report',
  sheets: (now) => [{ name: 'Graduation Report', columns: GRADUATION_COLUMNS, rows: rows(now) }],
};
