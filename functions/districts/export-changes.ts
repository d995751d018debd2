/**
 * GET /api/export_district_changes_report: every account Add District changed, one row each
 * (when, who, the criterion, the account, its district before and after), as a streamed xlsx
 * written to the files bucket and answered 303 to a presigned link
 * ('District Changes Report {timestamp}.xlsx').
 */
import type { RouteImplementation } from '../core/http.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxRow } from '../files/xlsx.ts';
import { formatInstant } from '../../shared/format.ts';
import { listDistrictChanges, type DistrictChangePart } from '../data/users/district-changes.ts';
import { listReference } from '../data/reference/reference.ts';
import { getUsers } from '../data/users/users.ts';

export const DISTRICT_REPORT_COLUMNS = [
  { header: 'Changed at', key: 'at', width: 22 },
  { header: 'Changed by', key: 'who', width: 24 },
  { header: 'Criterion', key: 'criterion', width: 30 },
  { header: 'Account id', key: 'id', width: 12 },
  { header: 'Username', key: 'username', width: 28 },
  { header: 'First name', key: 'first', width: 18 },
  { header: 'Last name', key: 'last', width: 18 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'State', key: 'state', width: 16 },
  { header: 'School', key: 'school', width: 30 },
  { header: 'District before', key: 'before', width: 18 },
  { header: 'District after', key: 'after', width: 34 },
] as const;

async function* reportRows(parts: readonly DistrictChangePart[]): AsyncIterable<XlsxRow> {
  const [people, states] = await Promise.all([getUsers(parts.map((p) => p.who)), listReference('STATE')]);
  const stateName = (id: number | null) => states.find((s) => s.id === id)?.name ?? '';
  for (const part of parts) {
    const who = people.get(part.who);
    const criterion = part.criterion === 'state' ? `State: ${stateName(Number(part.value))}` : `School: ${part.value}`;
    for (const account of part.accounts) {
      yield {
        at: formatInstant(part.created_at),
        who: who ? `${who.first_name} ${who.last_name}` : String(part.who),
        criterion,
        id: account.id,
        username: account.username,
        first: account.first_name,
        last: account.last_name,
        email: account.email,
        state: stateName(account.state_id),
        school: account.school_name ?? '',
        before: account.district_before === null ? '(blank)' : String(account.district_before),
        after: part.district.name,
      };
    }
  }
}

export const exportDistrictChangesReport: RouteImplementation<'GET /api/export_district_changes_report'> = async () => {
  const parts = await listDistrictChanges();
  return deliverFile({
    name: downloadFileName({ report: 'District Changes Report', extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook([{ name: 'District changes', columns: DISTRICT_REPORT_COLUMNS, rows: reportRows(parts) }]),
  });
};
