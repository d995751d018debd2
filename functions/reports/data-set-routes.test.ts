/**
 * The Data Sets dialog's routes against DynamoDB Local and s3rver: the date line of a file
 * (null before its first run, the run's New York date and time after), the downloads (404 with
 * the message before, 303 to the served file named after its report and date after), the
 * attendance period downloads by {file}, and the roles without the capability (a participant, a
 * state coordinator) refused on every route of the group.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_PERIODS, DATA_SETS, REPORTS_TEXT, type DataSetName } from '../../shared/reports/texts.ts';
import type { ReportDateAnswer } from '../../shared/reports/types.ts';
import { routesOfGroup, type RouteKey } from '../../shared/api/routes.ts';
import { nyDate } from '../../shared/time.ts';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { reportPrefix } from '../data/content/report-files.ts';
import { publishDataSet, type DataSetSource } from '../files/data-set-files.ts';
import { handler } from './handler.ts';

useTestTable();

const tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens.manager = await sessionToken(93001, ['nisl_manager'], 'manager');
  tokens.admin = await sessionToken(93002, ['administrator'], 'admin');
  tokens.participant = await sessionToken(93003, ['participant'], 'participant');
  tokens.coordinator = await sessionToken(93004, ['state_coordinator'], 'coordinator', [1]);
});

const call = (key: RouteKey, request: TestRequest = {}) => handler(apiEvent(key, { token: tokens.manager, ...request }));

/** A data set of `count` rows under `name`. */
const source = (name: DataSetName, count: number): DataSetSource => ({
  name,
  sheets: () => [
    { name: DATA_SETS[name].title, columns: [{ header: 'N', key: 'n' }], rows: Array.from({ length: count }, (_, i) => ({ n: i })) },
  ],
});

const DOWNLOADS: Array<[RouteKey, DataSetName]> = [
  ['GET /api/download-absent-report', 'absent-report'],
  ['GET /api/download-graduation-report', 'graduation-report'],
  ['GET /api/download-attendance-ext-report', 'attendance-ext'],
  ['GET /api/download-user-account', 'user-accounts'],
  ['GET /api/download-cohort-data', 'cohort-data'],
  ['GET /api/download-master-schedule', 'master-schedule'],
  ['GET /api/download-facilitator-schedule', 'facilitator-schedule'],
];

const fileNameOf = (location: string) => {
  const disposition = new URL(location).searchParams.get('response-content-disposition') ?? '';
  return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
};

describe('GET /api/date-export-reports and the downloads', () => {
  it('says not generated yet before the first run: a null date, and 404 with the message on every download', async () => {
    const answer = await call('GET /api/date-export-reports', { query: { filename: 'cohort-data' } });
    expect(answer.statusCode).toBe(200);
    expect(parseBody<ReportDateAnswer>(answer)).toEqual({ filename: 'cohort-data', date: null, rows: null });
    for (const [key] of DOWNLOADS) {
      const refused = await call(key);
      expect(refused.statusCode, key).toBe(404);
      expect(parseBody<{ message: string }>(refused).message, key).toBe(REPORTS_TEXT.notGenerated);
    }
    for (const period of ATTENDANCE_PERIODS) {
      const refused = await call('GET /api/download-attendance-on-report/{file}', { params: { file: period.file } });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('refuses a file name that is no data set', async () => {
    const refused = await call('GET /api/date-export-reports', { query: { filename: 'passwords' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(JSON.stringify(parseBody(refused))).toContain(REPORTS_TEXT.unknownFile);
    const unknown = await call('GET /api/download-attendance-on-report/{file}', { params: { file: '1999' } });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
  });

  it('after a run: the date of the run in New York, and 303 to the served file named after its report and date', async () => {
    const now = new Date('2026-07-01T04:05:00Z'); // 00:05 on July 1 in New York
    for (const [, name] of DOWNLOADS) await publishDataSet(source(name, 3), now);
    for (const period of ATTENDANCE_PERIODS) await publishDataSet(source(period.dataSet, 2), now);

    const answer = parseBody<ReportDateAnswer>(await call('GET /api/date-export-reports', { query: { filename: 'cohort-data' } }));
    expect(answer).toEqual({ filename: 'cohort-data', date: '2026-07-01 00:05', rows: 3 });

    for (const [key, name] of DOWNLOADS) {
      const answered = await call(key, { token: tokens.admin });
      expect(answered.statusCode, key).toBe(303);
      const location = answered.headers!.location as string;
      expect(new URL(location).pathname).toContain(reportPrefix(name));
      expect(fileNameOf(location)).toBe(`${DATA_SETS[name].title} 2026-07-01.xlsx`);
      expect((await fetch(location)).status).toBe(200);
    }
    for (const period of ATTENDANCE_PERIODS) {
      const answered = await call('GET /api/download-attendance-on-report/{file}', { params: { file: period.file } });
      expect(answered.statusCode).toBe(303);
      expect(fileNameOf(answered.headers!.location as string)).toBe(`${DATA_SETS[period.dataSet].title} 2026-07-01.xlsx`);
    }
  });

  it('dates a run of today with today', async () => {
    await publishDataSet(source('master-schedule', 1));
    const answer = parseBody<ReportDateAnswer>(await call('GET /api/date-export-reports', { query: { filename: 'master-schedule' } }));
    expect(answer.date?.slice(0, 10)).toBe(nyDate());
    expect(answer.rows).toBe(1);
  });
});

describe('who may use the reports routes', () => {
  it('refuses a participant and a state coordinator on every route of the group', async () => {
    const routes = routesOfGroup('reports');
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      for (const who of ['participant', 'coordinator']) {
        const refused = await call(route.key as RouteKey, { token: tokens[who], query: { filename: 'cohort-data', cohort: 'x' } });
        expect(refused.statusCode, `${who} ${route.key}`).toBe(403);
      }
    }
  });
});
