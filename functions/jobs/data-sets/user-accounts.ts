/**
 * User Accounts data set (spec 03 §2.12): one row per account of the user directory (deleted
 * accounts are not there), in id order, with the profile fields a manager reads.
 */
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import { nyDateTimeText, type DataSetSource } from '../../files/data-set-files.ts';
import { accountRow, type AccountRowNames } from '../../domain/account-row.ts';
import { dataSetContext, personName } from './context.ts';

export const USER_ACCOUNT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'User ID', key: 'id', width: 9 },
  { header: 'Username', key: 'username', width: 26 },
  { header: 'Honorific', key: 'honorific', width: 9 },
  { header: 'First Name', key: 'first_name', width: 16 },
  { header: 'Last Name', key: 'last_name', width: 18 },
  { header: 'Email', key: 'email', width: 32 },
  { header: 'Phone', key: 'phone', width: 14 },
  { header: 'Roles', key: 'roles', width: 30 },
  { header: 'State', key: 'state', width: 7 },
  { header: 'District', key: 'district', width: 28 },
  { header: 'School', key: 'school', width: 28 },
  { header: 'Job Title', key: 'job_title', width: 22 },
  { header: 'Job Function', key: 'job_function', width: 26 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Staff / Contractor', key: 'staff_contractor', width: 12 },
  { header: 'Internal', key: 'internal', width: 9 },
  { header: 'State Coordinator', key: 'state_coordinator', width: 10 },
  { header: 'Created', key: 'created_at', width: 17 },
  { header: 'Created By', key: 'created_by', width: 20 },
  { header: 'Updated', key: 'updated_at', width: 17 },
  { header: 'Updated By', key: 'updated_by', width: 20 },
  { header: 'Last Login', key: 'login_at', width: 17 },
];

async function* rows(): AsyncGenerator<XlsxRow> {
  const context = await dataSetContext();
  const states = context.cohorts.reference.states;
  const ids = [...context.users.users.keys()].sort((a, b) => a - b);
  const names: AccountRowNames = {
    stateCode: (id) => states.get(id)?.code ?? null,
    // A district that could not be looked up shows as it was typed.
    district: (u) => (u.district_id === null ? u.district_as_entered : (context.districts.get(u.district_id) ?? u.district_as_entered)),
    person: (id) => personName(context, id),
    instant: nyDateTimeText,
  };
  for (const id of ids) {
    const u = context.users.users.get(id);
    if (!u) continue;
    yield {
      ...accountRow(u, names),
      roles: u.roles
        .map((r) => context.roleNames.get(r))
        .filter(Boolean)
        .join(', '),
      job_function: u.job_function
        .map((j) => context.jobFunctions.get(j))
        .filter(Boolean)
        .join(', '),
      staff_contractor: u.staff_contractor,
      state_coordinator: u.state_coordinator ? 'Yes' : 'No',
    };
  }
}

export const userAccounts: DataSetSource = {
  name: 'user-accounts',
  sheets: () => [{ name: 'User Accounts', columns: USER_ACCOUNT_COLUMNS, rows: rows() }],
};
