/**
 * GET /api/export_attendance_report/{cohortId}: the attendance report (attendance-report.ts) as
 * an xlsx, one sheet per table with the legend's colours, streamed to the files bucket and
 * answered 303 to a presigned link ('Attendance Report - {cohort name} {timestamp}.xlsx').
 */
import type { AttendanceMark, AttendanceReportResponse, ReportCohort } from '../../shared/roster-reports/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxCell, type XlsxColumn, type XlsxSheet } from '../files/xlsx.ts';
import { formatInstant } from '../../shared/format.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { unitLabel } from '../../shared/units.ts';
import { UNIT_EVENT_TYPE_LABELS } from '../../shared/cohort-builder/form.texts.ts';
import { loadAttendanceReport } from './attendance-report.ts';

const NOT_DELIVERED = UNIT_EVENT_TYPE_LABELS['n/a'];
const cell = (mark: AttendanceMark): XlsxCell => ({ value: mark.letter || null, fill: mark.color?.slice(1), border: mark.border });
const person = [
  { header: 'Last name', key: 'lastName', width: 20 },
  { header: 'First name', key: 'firstName', width: 20 },
];
const cohortText = (c: ReportCohort) => (c.name ? `${c.name} (${c.id})` : String(c.id));
const names = (people: Array<{ firstName: string; lastName: string }>) =>
  people.map((p) => `${p.firstName} ${p.lastName}`.trim()).join(', ');

export function attendanceReportSheets(report: AttendanceReportResponse): XlsxSheet[] {
  // A unit the cohort does not deliver (n/a) without days is one column saying n/a on every row.
  const withoutDays = report.headers.filter((h) => h.events.length === 0);
  const dayColumns: XlsxColumn[] = report.headers.flatMap((h) =>
    h.events.length
      ? h.events.map((e) => ({ header: `${unitLabel(h.unitId)} ${e.label}`, key: `e${e.eventId}`, width: 14 }))
      : [{ header: `${unitLabel(h.unitId)} ${NOT_DELIVERED}`, key: `na${h.unitId}`, width: 14 }],
  );
  const notDelivered = Object.fromEntries(withoutDays.map((h) => [`na${h.unitId}`, NOT_DELIVERED]));
  const marks = (events: AttendanceMark[]) => ({ ...Object.fromEntries(events.map((m) => [`e${m.eventId}`, cell(m)])), ...notDelivered });
  return [
    {
      name: 'Participants',
      // A participant removed after attendance was taken is marked in a last column, there only when the report has one.
      columns: [
        ...person,
        { header: 'Email', key: 'email', width: 30 },
        ...dayColumns,
        ...(report.participantAttendance.some((p) => p.removedAt)
          ? [{ header: MESSAGES.removedFromCohort, key: 'removed', width: 24 }]
          : []),
      ],
      rows: report.participantAttendance.map((p) => ({
        lastName: p.lastName,
        firstName: p.firstName,
        email: p.email,
        ...marks(p.events),
        ...(p.removedAt ? { removed: formatInstant(p.removedAt) } : {}),
      })),
    },
    {
      name: 'Guest participants',
      columns: [
        ...person,
        { header: 'Email', key: 'email', width: 30 },
        { header: 'Unit', key: 'unit', width: 8 },
        { header: 'Home cohort', key: 'home', width: 30 },
        ...dayColumns,
      ],
      rows: report.makeupsParticipants.map((p) => ({
        lastName: p.lastName,
        firstName: p.firstName,
        email: p.email,
        unit: p.unit,
        home: cohortText(p.homeCohort),
        ...marks(p.events),
      })),
    },
    {
      name: 'Make-up records',
      columns: [
        ...person,
        { header: 'Unit', key: 'unit', width: 8 },
        { header: 'Host cohort', key: 'host', width: 30 },
        { header: 'Attended', key: 'attended', width: 10 },
      ],
      rows: report.makeupRecords.map((m) => ({
        lastName: m.lastName,
        firstName: m.firstName,
        unit: m.unit,
        host: cohortText(m.hostCohort),
        attended: m.attended ? 'Yes' : 'No',
      })),
    },
    {
      name: 'Duplicate records',
      columns: [...person, { header: 'Unit', key: 'unit', width: 8 }, { header: 'Cohorts', key: 'cohorts', width: 50 }],
      rows: report.duplicatedRecords.map((d) => ({
        lastName: d.user.lastName,
        firstName: d.user.firstName,
        unit: d.unit,
        cohorts: d.cohorts.map(cohortText).join('; '),
      })),
    },
    {
      name: 'Facilitator info',
      columns: [
        { header: 'Unit', key: 'unit', width: 12 },
        { header: 'Facilitators', key: 'facilitators', width: 40 },
        { header: 'Co-facilitators', key: 'cofacilitators', width: 40 },
        { header: 'Attendance recorded', key: 'attendance', width: 20 },
      ],
      rows: report.usersInfo.map((u) => ({
        unit: unitLabel(u.unit),
        facilitators: names(u.facilitators),
        cofacilitators: names(u.cofacilitators),
        attendance: `${u.attendanceInfo.recorded}/${u.attendanceInfo.participants}`,
      })),
    },
    {
      name: 'Added participants',
      columns: [...person, { header: 'Joined', key: 'joined', width: 24 }, { header: 'Units before joining', key: 'units', width: 30 }],
      rows: report.addedParticipants.map((a) => ({
        lastName: a.lastName,
        firstName: a.firstName,
        joined: a.joinedAt,
        units: a.units.map(unitLabel).join(', '),
      })),
    },
  ];
}

export const exportAttendanceReport: RouteImplementation<'GET /api/export_attendance_report/{cohortId}'> = async ({ auth, params }) => {
  const report = await loadAttendanceReport(auth, Number(params.cohortId));
  return deliverFile({
    name: downloadFileName({ report: 'Attendance Report', subject: report.cohort.name, extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook(attendanceReportSheets(report)),
  });
};
