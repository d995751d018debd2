/**
 * GET /api/export-csv?filter (spec 02 §7): the filtered accounts as 'Accounts - Filtered {date}.xlsx',
 * streamed row by row from the user directory to the files bucket (never whole in memory, §7
 * budget 256 MB at 100,000 rows), answered 303 to a presigned link.
 */
import type { DirectoryUser } from '../data/users/user-directory.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { districtsOfState } from '../data/reference/reference.ts';
import { accountRow, type AccountRowNames } from '../domain/account-row.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxColumn, type XlsxRow } from '../files/xlsx.ts';
import { courseName, listContext, personName, roleNames, selectUsers, type ListContext } from './user-list.ts';

export const EXPORT_REPORT_NAME = 'Accounts - Filtered';

export const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'ID', key: 'id', width: 9 },
  { header: 'Username', key: 'username', width: 28 },
  { header: 'Honorific', key: 'honorific', width: 9 },
  { header: 'First Name', key: 'first_name', width: 16 },
  { header: 'Last Name', key: 'last_name', width: 18 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 14 },
  { header: 'Job Title', key: 'job_title', width: 22 },
  { header: 'Address', key: 'address', width: 26 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'Zip', key: 'zip', width: 8 },
  { header: 'State', key: 'state', width: 7 },
  { header: 'District', key: 'district', width: 26 },
  { header: 'School', key: 'school', width: 26 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Internal', key: 'internal', width: 9 },
  { header: 'Privs', key: 'privs', width: 26 },
  { header: 'Cohorts', key: 'cohorts', width: 40 },
  { header: 'Course Bookmark', key: 'bookmark', width: 26 },
  { header: 'Created', key: 'created_at', width: 22 },
  { header: 'Created By', key: 'created_by', width: 20 },
  { header: 'Modified', key: 'updated_at', width: 22 },
  { header: 'Modified By', key: 'updated_by', width: 20 },
  { header: 'Last Login', key: 'login_at', width: 22 },
];

/** District names of the states the rows live in: one cached Query per state. */
async function districtNames(rows: readonly DirectoryUser[]): Promise<Map<number, string>> {
  const states = new Set(rows.map((u) => u.state_id).filter((id): id is number => id !== null));
  const names = new Map<number, string>();
  for (const state of states) for (const d of await districtsOfState(state)) names.set(d.id, d.name);
  return names;
}

function* exportRows(
  context: ListContext,
  rows: readonly DirectoryUser[],
  states: Map<number, string>,
  districts: Map<number, string>,
): Generator<XlsxRow> {
  const cohortName = (id: number) => context.cohorts.link(id)?.name ?? String(id);
  const names: AccountRowNames = {
    stateCode: (id) => states.get(id) ?? null,
    district: (u) => (u.district_id === null ? null : (districts.get(u.district_id) ?? null)),
    person: (id) => personName(context, id),
    instant: (iso) => iso,
  };
  for (const u of rows) {
    yield {
      ...accountRow(u, names),
      address: [u.address1, u.address2].filter(Boolean).join(', ') || null,
      city: u.city,
      zip: u.zip,
      privs: roleNames(context, u.roles).join(', '),
      cohorts: context.cohorts.of(u.id).map(cohortName).join(', '),
      bookmark: courseName(context, u.default_course),
    };
  }
}

export const exportUsers: RouteImplementation<'GET /api/export-csv'> = async ({ query }) => {
  const [context, cohorts] = await Promise.all([listContext(), cohortDirectory()]);
  const { rows } = selectUsers(context, {
    filter: query.filter,
    view: query.filterDiagnosticsUsers as 1 | 2 | 3,
    column: 'updated_at',
    order: 'desc',
    search: query.search,
  });
  const states = new Map([...cohorts.reference.states.values()].map((s) => [s.id, s.code]));
  const districts = await districtNames(rows);
  return deliverFile({
    name: downloadFileName({ report: EXPORT_REPORT_NAME, extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook([{ name: 'Accounts', columns: EXPORT_COLUMNS, rows: exportRows(context, rows, states, districts) }]),
  });
};
