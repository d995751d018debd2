/**
 * "Users export (every account)": generation time and peak memory of the admin users export,
 * `GET /api/export-csv` (functions/users/export-users.ts: the filtered accounts streamed into an
 * xlsx, uploaded to the files bucket, 303 to a presigned link), with no filter and the view of all
 * accounts: every account of the bench's data set, ~100,000 at the large scale — ARCHITECTURE
 * §7's "xlsx export of 100,000 rows: streamed, peak memory ≤ 256 MB".
 *
 * Measured like the roster files (file-measure.ts): in a fresh child process that imports the
 * users Lambda handler, fewer runs since each call writes every account. The account count comes
 * from the users list with the same selection (its `total`); the file must have that many rows
 * plus the header.
 */
import type { UserListResponse } from '../../shared/users/list.types.ts';
import { DEFAULT_ACCOUNTS_VIEW } from '../../shared/users/list.types.ts';
import { ApiClient } from './api.ts';
import { BUDGETS } from './budgets.ts';
import { measureFileJobs, routePath, type FileJob, type FileMeasurement } from './file-measure.ts';
import { DEFAULT_ACCOUNT } from './samples.ts';

/** No filter (the contract's `filter` is JSON of UserListFilter) and the view of every account, as the Users tab's export sends them. */
export const EVERY_ACCOUNT_QUERY = { filter: '{}', filterDiagnosticsUsers: String(DEFAULT_ACCOUNTS_VIEW) } as const;

export function usersExportJob(accounts: number): FileJob {
  return {
    name: 'users export xlsx, every account',
    path: `${routePath('GET /api/export-csv', {})}?${new URLSearchParams(EVERY_ACCOUNT_QUERY)}`,
    format: 'xlsx',
    peakBudgetMiB: BUDGETS.xlsxExportPeakMiB,
    expectedRows: accounts + 1,
  };
}

export interface UsersExportResult {
  /** Accounts the export's selection holds (the users list's total for it): the file's data rows. */
  accounts: number;
  warmup: number;
  runs: number;
  memoryRuns: number;
  as: string;
  measurement?: FileMeasurement;
  error?: string;
}

export interface UsersExportOptions {
  baseUrl: string;
  password: string;
  runs: number;
  memoryRuns: number;
  log: (line: string) => void;
  /** Per child; default 30 minutes (a call takes seconds at 100,000 accounts). */
  timeoutMs?: number;
}

/** Calls before the timed ones: the first, cold one only (it loads the user directory). */
const WARMUP = 1;

export async function measureUsersExport(opts: UsersExportOptions): Promise<UsersExportResult> {
  const client = new ApiClient(opts.baseUrl, opts.password);
  const list = (await client.getJson(routePath('GET /api/user', {}), DEFAULT_ACCOUNT, {
    ...EVERY_ACCOUNT_QUERY,
    per_page: '1',
  })) as UserListResponse;
  const accounts = list.users.total;
  opts.log(
    `  ${accounts.toLocaleString('en-US')} accounts (the users list's total with no filter, view ${EVERY_ACCOUNT_QUERY.filterDiagnosticsUsers})`,
  );
  const { measurements, errors } = await measureFileJobs([usersExportJob(accounts)], {
    token: await client.tokenFor(DEFAULT_ACCOUNT),
    warmup: WARMUP,
    runs: opts.runs,
    memoryRuns: opts.memoryRuns,
    log: opts.log,
    timeoutMs: opts.timeoutMs ?? 1_800_000,
  });
  return {
    accounts,
    warmup: WARMUP,
    runs: opts.runs,
    memoryRuns: opts.memoryRuns,
    as: DEFAULT_ACCOUNT,
    ...(measurements[0] ? { measurement: measurements[0] } : {}),
    ...(errors[0] ? { error: errors[0].error } : {}),
  };
}
