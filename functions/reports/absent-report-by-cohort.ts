/**
 * GET /api/get-absent-report-by-cohort?cohort= and GET /api/download-absent-report-by-cohort?cohort=
 * (spec 03 §2.12): the Attendance Audit dialog's per-cohort table, and the same table as an xlsx
 * made now. The cohort is found by the name the user typed, in the cohort directory held in memory
 * (no Scan): an exact name, case aside, gives its table; otherwise up to 20 cohorts whose names
 * contain the text are offered; none gives 404. The counts are domain/attendance-audit.ts's, read
 * from the cohort itself (one Query, plus one per cohort where a member made a unit up).
 */
import type { AbsentReportByCohortAnswer, MissingAttendanceDay } from '../../shared/reports/types.ts';
import { nyDate } from '../../shared/time.ts';
import { REPORTS_TEXT } from '../../shared/reports/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory, type CohortDirectory, type DirectoryCohort } from '../data/cohorts/cohort-directory.ts';
import { fullName, staffOfUnit } from '../data/cohorts/cohort-summary.ts';
import { missingAttendance } from '../domain/missing-attendance.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { absentReportRow, cohortAttendanceAudit, cohortInfo, isCoachingCohort } from '../domain/attendance-audit.ts';
import { loadCompletionHosts } from '../domain/certification.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxSheet } from '../files/xlsx.ts';

/** How many cohorts a text that names none exactly offers. */
export const COHORT_CANDIDATES = 20;

/** The report's name in its file: `Absent Report - <cohort> <timestamp>.xlsx`. */
export const ABSENT_REPORT_FILE = 'Absent Report';

const fold = (text: string) => text.trim().toLocaleLowerCase('en-US');

export type CohortLookup = { cohort: DirectoryCohort } | { candidates: Array<{ id: number; name: string }> };

/**
 * The cohort the text names exactly (case aside; several of one name: the newest, highest id), or
 * up to 20 cohorts containing it, by name. Neither: 404.
 */
export function findCohortByName(directory: CohortDirectory, text: string): CohortLookup {
  const wanted = fold(text);
  let exact: DirectoryCohort | undefined;
  const containing: DirectoryCohort[] = [];
  for (const cohort of directory.cohorts.values()) {
    const name = fold(cohort.name);
    if (name === wanted) {
      if (!exact || cohort.id > exact.id) exact = cohort;
    } else if (name.includes(wanted)) containing.push(cohort);
  }
  if (exact) return { cohort: exact };
  if (!containing.length) throw httpError(404, REPORTS_TEXT.cohortNotFound);
  containing.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return { candidates: containing.slice(0, COHORT_CANDIDATES).map((c) => ({ id: c.id, name: c.name })) };
}

interface CohortTable {
  aggregate: CohortAggregate;
  answer: AbsentReportByCohortAnswer;
}

/** The cohort's past days whose attendance was never saved, each with the unit's facilitators. */
function missingDays(cohort: DirectoryCohort, directory: CohortDirectory, now: Date): MissingAttendanceDay[] {
  return missingAttendance(cohort, directory.reference, nyDate(now)).map(({ unit_id, day, date }) => ({
    unit_id,
    day,
    date,
    facilitators: staffOfUnit(cohort.summary, 'facilitator', unit_id).map(fullName),
  }));
}

async function cohortTable(directory: CohortDirectory, cohort: DirectoryCohort, now: Date): Promise<CohortTable> {
  const aggregate = await loadCohort(cohort.id);
  // Deleted since the directory last heard of it.
  if (!aggregate) throw httpError(404, REPORTS_TEXT.cohortNotFound);
  const coaching = isCoachingCohort(aggregate, directory.reference);
  const hosts = coaching ? new Map<number, CohortAggregate>() : await loadCompletionHosts(aggregate);
  const members = cohortAttendanceAudit(aggregate, hosts, { now, coaching });
  const missing = missingDays(cohort, directory, now);
  return {
    aggregate,
    answer: {
      cohort: cohortInfo(aggregate, directory.reference),
      participants: members.map(absentReportRow),
      candidates: [],
      missingAttendanceData: missing,
      message: missing.length ? REPORTS_TEXT.missingAttendance(missing.length) : null,
    },
  };
}

export const getAbsentReportByCohort: RouteImplementation<'GET /api/get-absent-report-by-cohort'> = async ({ query }) => {
  const directory = await cohortDirectory();
  const found = findCohortByName(directory, query.cohort);
  if ('candidates' in found)
    return { cohort: null, participants: [], candidates: found.candidates, missingAttendanceData: [], message: null };
  return (await cohortTable(directory, found.cohort, new Date())).answer;
};

/** The table as the download writes it: the cohort's heading on every row, then the counts. */
export function absentReportSheet(answer: AbsentReportByCohortAnswer): XlsxSheet {
  const info = answer.cohort;
  return {
    name: 'Absent Report',
    columns: [
      { header: 'State', key: 'state_name', width: 18 },
      { header: 'Cohort', key: 'cohort_name', width: 36 },
      { header: 'Delivery model', key: 'delivery_model', width: 18 },
      { header: 'Course', key: 'course', width: 30 },
      { header: 'City', key: 'city', width: 18 },
      { header: 'Total participants', key: 'total_participants', width: 12 },
      { header: 'Last name', key: 'last_name', width: 20 },
      { header: 'First name', key: 'first_name', width: 20 },
      { header: 'Absents', key: 'absents', width: 10 },
      { header: 'Scheduled', key: 'scheduled', width: 10 },
      { header: 'Remaining', key: 'remaining', width: 10 },
      { header: 'Missing attendance', key: 'missing_attendance', width: 12 },
    ],
    rows: answer.participants.map((p) => ({ ...info, ...p })),
  };
}

export const downloadAbsentReportByCohort: RouteImplementation<'GET /api/download-absent-report-by-cohort'> = async ({ query }) => {
  const directory = await cohortDirectory();
  const found = findCohortByName(directory, query.cohort);
  // A file is of one cohort: a text naming none exactly is not found.
  if ('candidates' in found) throw httpError(404, REPORTS_TEXT.cohortNotFound);
  const now = new Date();
  const { aggregate, answer } = await cohortTable(directory, found.cohort, now);
  return deliverFile({
    name: downloadFileName({ report: ABSENT_REPORT_FILE, subject: aggregate.cohort.name, extension: 'xlsx', now }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook([absentReportSheet(answer)]),
  });
};
