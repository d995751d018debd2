import { describe, expect, it } from 'vitest';
import { USER_LIST_CONTRACTS } from '../../shared/users/list.contract.ts';
import { matchRoute } from '../../shared/api/match.ts';
import { EVERY_ACCOUNT_QUERY, usersExportJob } from './users-export.ts';

describe('the users export job', () => {
  it('asks the users Lambda for every account: no filter, the view of all accounts', () => {
    const job = usersExportJob(100_060);
    const url = new URL(job.path, 'http://127.0.0.1');
    expect(matchRoute('GET', url.pathname)?.route).toMatchObject({ key: 'GET /api/export-csv', group: 'users' });
    expect(Object.fromEntries(url.searchParams)).toEqual(EVERY_ACCOUNT_QUERY);
    const query = USER_LIST_CONTRACTS['GET /api/export-csv'].query.parse(Object.fromEntries(url.searchParams));
    expect(query).toEqual({ filter: {}, filterDiagnosticsUsers: 3 });
    expect(job).toMatchObject({ format: 'xlsx', peakBudgetMiB: 256, expectedRows: 100_061 });
    expect(job.budgetMs).toBeUndefined();
  });
});
