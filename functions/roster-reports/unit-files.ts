/**
 * The roster's one-unit downloads (spec 01 §2 "Reports and Downloads"): the sign-in sheet (two
 * PDFs: first names first or last names first) and the unit's roster as xlsx. Both list the
 * unit's participants and make-up guests; both answer 303 to a presigned link (files/delivery.ts).
 */
import * as MESSAGES from '../../shared/texts/general.ts';
import { formatCalendarDate, formatClockTime } from '../../shared/format.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { fullName, staffOfUnit, type SummaryPerson } from '../data/cohorts/cohort-summary.ts';
import type { CohortAggregate, EventRecord } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { PDF_CONTENT_TYPE, signInSheetPdf } from '../files/sign-in-sheet.ts';
import { XLSX_CONTENT_TYPE, writeWorkbook, type XlsxRow } from '../files/xlsx.ts';
import { visibleCohort } from '../domain/roster-access.ts';
import { unitLabel } from '../../shared/units.ts';
import { MARK_WORDS, scheduledUnitDays, sheetOf } from '../domain/roster-sheet.ts';

interface UnitOnRoster {
  aggregate: CohortAggregate;
  unit: string;
  days: EventRecord[];
  people: Array<SummaryPerson & { isMakeup: boolean }>;
}

async function unitOf(auth: SessionClaims, cohortId: string, eventId: string): Promise<UnitOnRoster> {
  const aggregate = await visibleCohort(auth, Number(cohortId));
  const event = aggregate.events.find((e) => e.id === Number(eventId));
  if (!event) throw httpError(404, MESSAGES.notFound);
  const { summary } = aggregate;
  return {
    aggregate,
    unit: event.unit_id,
    days: scheduledUnitDays(aggregate, event.unit_id),
    people: [
      ...summary.members.map((p) => ({ ...p, isMakeup: false })),
      ...summary.makeups.filter((m) => m.unit === event.unit_id).map((p) => ({ ...p, isMakeup: true })),
    ],
  };
}

function when(days: readonly EventRecord[]): string {
  const dated = days.filter((d) => d.start_date !== null);
  if (dated.length === 0) return 'Date: TBD';
  const first = dated[0];
  const time = [formatClockTime(first.start_time), formatClockTime(first.end_time)].filter(Boolean).join(' – ');
  const dates =
    dated.length === 1
      ? formatCalendarDate(first.start_date!)
      : `${formatCalendarDate(first.start_date!)} – ${formatCalendarDate(dated.at(-1)!.start_date!)}`;
  return time ? `${dates}, ${time}` : dates;
}

export const signInSheet: RouteImplementation<'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}'> = async ({
  auth,
  params,
}) => {
  const [{ aggregate, unit, days, people }, courses] = await Promise.all([
    unitOf(auth, params.cohortId, params.eventId),
    listReference('COURSE'),
  ]);
  const facilitators = staffOfUnit(aggregate.summary, 'facilitator', unit);
  const pdf = await signInSheetPdf({
    titleLines: [
      aggregate.cohort.name,
      courses.find((c) => c.id === aggregate.cohort.course_id)?.name ?? '',
      unitLabel(unit),
      when(days),
      `Facilitator: ${facilitators.map(fullName).join(', ') || 'UNASSIGNED'}`,
    ],
    participants: people.map((p) => ({ firstName: p.first_name, lastName: p.last_name })),
    lastNameFirst: params.lastNameFirst === 'true',
    sortDesc: params.sortDesc === 'true',
  });
  return deliverFile({
    name: downloadFileName({ report: 'Sign-In Sheet', subject: `${aggregate.cohort.name} ${unitLabel(unit)}`, extension: 'pdf' }),
    contentType: PDF_CONTENT_TYPE,
    body: pdf,
  });
};

export const unitRosterExport: RouteImplementation<'GET /api/rosterReport/{cohortId}/{eventId}'> = async ({ auth, params }) => {
  const { aggregate, unit, days, people } = await unitOf(auth, params.cohortId, params.eventId);
  const sheet = sheetOf(aggregate, unit);
  const members = new Map(aggregate.members.map((m) => [m.user_id, m]));
  const dayKey = (d: EventRecord) => `day${d.day}`;
  const rows: XlsxRow[] = [...people]
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name))
    .map((p) => {
      const row: XlsxRow = {
        lastName: p.last_name,
        firstName: p.first_name,
        email: p.email,
        makeup: p.isMakeup ? 'Yes' : 'No',
        alpStatus: members.get(p.user_id)?.alp_status ?? '',
        form: members.get(p.user_id)?.alp_form ? 'Yes' : 'No',
      };
      for (const d of days) {
        const entry = sheet?.records[p.user_id]?.[d.id];
        row[dayKey(d)] = !entry ? '' : entry.independent ? MARK_WORDS.independent : MARK_WORDS[entry.attendance];
      }
      return row;
    });
  const body = writeWorkbook([
    {
      name: unitLabel(unit),
      columns: [
        { header: 'Last name', key: 'lastName', width: 18 },
        { header: 'First name', key: 'firstName', width: 16 },
        { header: 'E-mail', key: 'email', width: 32 },
        { header: 'Make-up', key: 'makeup', width: 9 },
        { header: 'ALp status', key: 'alpStatus', width: 24 },
        { header: 'Form', key: 'form', width: 7 },
        ...days.map((d) => ({
          header: `Day ${d.day}${d.start_date ? ` (${formatCalendarDate(d.start_date)})` : ' (TBD)'}`,
          key: dayKey(d),
          width: 20,
        })),
      ],
      rows,
    },
  ]);
  return deliverFile({
    name: downloadFileName({ report: 'Roster', subject: `${aggregate.cohort.name} ${unitLabel(unit)}`, extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body,
  });
};
