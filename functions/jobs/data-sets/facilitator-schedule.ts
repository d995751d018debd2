/**
 * Facilitators Schedule data set (spec 03 §2.12): one row per facilitator or co-facilitator per
 * session day they are assigned to (days the cohort form removed left out), by facilitator (last
 * name, first name, id), then date.
 */
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import type { DataSetSource } from '../../files/data-set-files.ts';
import type { SummaryStaff } from '../../data/cohorts/cohort-summary.ts';
import { dataSetContext, staffCoversDay } from './context.ts';
import { allSessionDays, dayColumns, MASTER_SCHEDULE_COLUMNS, type ScheduledDay } from './master-schedule.ts';

const SCHEDULE_ROLES = { facilitator: 'Facilitator', cofacilitator: 'Co-Facilitator' } as const;

export const FACILITATOR_SCHEDULE_COLUMNS: readonly XlsxColumn[] = [
  { header: 'User ID', key: 'user_id', width: 9 },
  { header: 'Last Name', key: 'last_name', width: 18 },
  { header: 'First Name', key: 'first_name', width: 16 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Staff / Contractor', key: 'staff_contractor', width: 12 },
  { header: 'Role', key: 'role', width: 14 },
  ...MASTER_SCHEDULE_COLUMNS.filter((c) => !['facilitators', 'cofacilitators', 'webinars'].includes(c.key)),
];

interface Assignment {
  person: SummaryStaff;
  scheduled: ScheduledDay;
}

async function* rows(): AsyncGenerator<XlsxRow> {
  const context = await dataSetContext();
  // Per person, their days in date order (allSessionDays is sorted): references only.
  const byPerson = new Map<number, Assignment[]>();
  for (const scheduled of allSessionDays(context)) {
    for (const person of scheduled.cohort.summary.staff) {
      if (person.staff_type !== 'facilitator' && person.staff_type !== 'cofacilitator') continue;
      if (!staffCoversDay(person, scheduled.day)) continue;
      const list = byPerson.get(person.user_id);
      if (list) list.push({ person, scheduled });
      else byPerson.set(person.user_id, [{ person, scheduled }]);
    }
  }
  const order = [...byPerson.entries()].map(([id, list]) => {
    const account = context.users.users.get(id);
    return { id, list, last: account?.last_name ?? list[0].person.last_name, first: account?.first_name ?? list[0].person.first_name };
  });
  order.sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first) || a.id - b.id);
  for (const { id, list, last, first } of order) {
    const account = context.users.users.get(id);
    for (const { person, scheduled } of list) {
      yield {
        user_id: id,
        last_name: last,
        first_name: first,
        email: account?.email ?? person.email,
        staff_contractor: account?.staff_contractor ?? null,
        role: SCHEDULE_ROLES[person.staff_type as keyof typeof SCHEDULE_ROLES],
        ...dayColumns(context, scheduled),
      };
    }
  }
}

export const facilitatorSchedule: DataSetSource = {
  name: 'facilitator-schedule',
  sheets: () => [{ name: 'Facilitators Schedule', columns: FACILITATOR_SCHEDULE_COLUMNS, rows: rows() }],
};
