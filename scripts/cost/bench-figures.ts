/**
 * The figures `npm run cost` starts from, read from the bench's report (docs/bench.md, written
 * by `npm run bench`: scripts/bench/report.ts and the sections' own renderers). The bench writes
 * no other output, so its tables are parsed here: per route (p50/p95 ms, DynamoDB calls, RCU, WCU,
 * answer KB), the seeded table, the data-set jobs (seconds, rows, bytes per file), the roster
 * files, the users export, the certificates, the CSV import and the web's JS. A section missing
 * or reshaped makes `npm run cost` stop with the section's name, never guess.
 */

export interface RouteFigure {
  /** `GET /api/keepalive`: a key of the route table (shared/api/routes.ts). */
  key: string;
  /** The sample's name after the dash, when a route has several. */
  sample?: string;
  /** The account the bench called it as, when not the default one. */
  as?: string;
  n: number;
  status: string;
  p50Ms: number;
  p95Ms: number;
  /** Mean DynamoDB round trips per request. */
  ddbCalls: number;
  /** Mean consumed read / write capacity per request (DynamoDB Local's ReturnConsumedCapacity TOTAL). */
  rcu: number;
  wcu: number;
  /** Mean response body, KB (1,024 bytes). */
  answerKB: number;
}

export interface DataSetFigure {
  job: string;
  file: string;
  seconds: number;
  rows: number;
  sizeMiB: number;
}

export interface BenchFigures {
  /** When the bench run that wrote the report started (its first line). */
  generatedAt: string;
  /** How long that run took, minutes. */
  benchMinutes: number;
  seed: {
    /** Rows in the table when measured: what the per-route and job figures were taken at. */
    users: number;
    cohorts: number;
    items: number;
    /** The scale the bench asked for (5,000 cohorts): items of the whole generated organisation. */
    requestedCohorts: number;
    requestedItems: number;
  };
  routes: RouteFigure[];
  dataSets: DataSetFigure[];
  /** The cohort directory snapshot the dashboard and calendar read from S3 at a cold start. */
  directorySnapshotMiB: number;
  /** Mean load time of the cohort directory at a cold start (S3 read, gunzip, parse, change feed). */
  directoryLoadMs: number;
  rosterFiles: Array<{ file: string; p50Ms: number; fileKB: number }>;
  usersExport: { accounts: number; p50Ms: number; fileMiB: number };
  certificates: { count: number; firstRequestSeconds: number; documentMiB: number };
  csvImport: { partRows: number; partMeanSeconds: number; callsPerPart: number };
  web: { totalJsGzipKB: number; loginJsGzipKB: number };
}

const number = (text: string): number => {
  const value = Number(text.replace(/[,*\s]/g, ''));
  if (!Number.isFinite(value)) throw new Error(`not a number: "${text}"`);
  return value;
};

/** The lines of the section under `## <title>` (up to the next `## `). */
function section(markdown: string, title: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start < 0)
    throw new Error(`docs/bench.md has no "## ${title}" section: rerun \`npm run bench\` or update scripts/cost/bench-figures.ts`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The rows (cells trimmed) of the first table in `lines` whose header starts with `firstHeader`. */
function tableRows(lines: string[], firstHeader: string, where: string): string[][] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  const header = lines.findIndex((line) => line.startsWith('|') && cells(line)[0] === firstHeader);
  if (header < 0) throw new Error(`docs/bench.md, ${where}: no table starting with "${firstHeader}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

function match(lines: string[], pattern: RegExp, where: string): RegExpExecArray {
  for (const line of lines) {
    const found = pattern.exec(line);
    if (found) return found;
  }
  throw new Error(`docs/bench.md, ${where}: no line matches ${pattern}`);
}

/** `\`GET /api/x\` — a sample (as manager)` → key, sample, account. */
export function routeCell(cell: string): Pick<RouteFigure, 'key' | 'sample' | 'as'> {
  const found = /^`([A-Z]+ [^`]+)`(?: — (.*?))?(?: \(as ([\w.-]+)\))?$/.exec(cell);
  if (!found) throw new Error(`docs/bench.md, API routes: cannot read the route "${cell}"`);
  return { key: found[1], ...(found[2] ? { sample: found[2] } : {}), ...(found[3] ? { as: found[3] } : {}) };
}

export function parseRoutes(markdown: string): RouteFigure[] {
  return tableRows(section(markdown, 'API routes'), 'route', 'API routes').map((row) => ({
    ...routeCell(row[0]),
    n: number(row[1]),
    status: row[2],
    p50Ms: number(row[3]),
    p95Ms: number(row[4]),
    ddbCalls: number(row[6].split('/')[0]),
    rcu: number(row[7]),
    wcu: number(row[8]),
    answerKB: row[9] === '–' ? 0 : number(row[9]),
  }));
}

export function parseBenchReport(markdown: string): BenchFigures {
  const header = markdown.split('\n')[2] ?? '';
  const generatedAt = /on (\d{4}-\d{2}-\d{2}T[\d:.]+Z)/.exec(header)?.[1] ?? 'unknown';
  const benchMinutes = Number(/ in ([\d.]+) min/.exec(header)?.[1] ?? Number.NaN);

  const dataSet = section(markdown, 'Data set');
  const counts = new Map(tableRows(dataSet, '', 'Data set').map((row) => [row[0], row]));
  const count = (name: string, column: 1 | 2) => {
    const row = counts.get(name);
    if (!row) throw new Error(`docs/bench.md, Data set: no "${name}" row`);
    return number(row[column]);
  };

  const dataSets = tableRows(section(markdown, 'Manager data sets (the nightly-reports and master-schedule jobs)'), 'job', 'data sets').map(
    (row) => ({
      job: row[0],
      file: row[1],
      seconds: number(row[2].replace(' s', '')),
      rows: number(row[3]),
      sizeMiB: number(row[4].replace(' MiB', '')),
    }),
  );

  const directory = section(markdown, 'Cohort directory cold start');
  const snapshot = match(directory, /snapshot `[^`]+` \*\*([\d.]+) MiB gzip\*\*/, 'Cohort directory cold start');

  const loads = tableRows(directory, 'state', 'Cohort directory cold start').map((row) => number(row[2]));
  if (loads.length === 0) throw new Error('docs/bench.md, Cohort directory cold start: the table has no row');

  const roster = tableRows(section(markdown, 'Roster files for a 60-participant cohort'), 'file', 'roster files').map((row) => ({
    file: row[0],
    p50Ms: number(row[4]),
    fileKB: number(row[8]),
  }));

  const exportRow = tableRows(section(markdown, 'Users export (every account)'), 'accounts', 'users export')[0];
  if (!exportRow) throw new Error('docs/bench.md, users export: the table has no row');

  const certificates = section(markdown, 'Certificates (100 in one request, the public verification page)');
  const first = match(certificates, /^\| first request: (\d+) certificates[^|]*\| ([\d.]+) s \|/, 'Certificates');
  const document = match(certificates, /^\| the \d+-page document \| ([\d.]+) MiB \|/, 'Certificates');

  const csv = section(markdown, 'CSV import');
  const parts = match(csv, /^\| [\d,]+ rows in \d+ parts of (\d+) \|/, 'CSV import');
  const part = match(csv, /^\| per part \| mean ([\d.]+) s/, 'CSV import');
  const calls = match(csv, /^\| DynamoDB calls per part \| ([\d,]+) \(([\d.]+) per row\) \|/, 'CSV import');

  const web = section(markdown, 'Web');
  const total = match(web, /Total JS ([\d.]+) KB gzip/, 'Web');
  const login = match(web, /\*\*Before the login page is usable\*\*.*?\*\*([\d.]+) KB\*\* gzip/, 'Web');

  return {
    generatedAt,
    benchMinutes,
    seed: {
      users: count('users', 1),
      cohorts: count('cohorts', 1),
      items: count('items', 1),
      requestedCohorts: count('cohorts', 2),
      requestedItems: count('items', 2),
    },
    routes: parseRoutes(markdown),
    dataSets,
    directorySnapshotMiB: number(snapshot[1]),
    directoryLoadMs: loads.reduce((a, b) => a + b, 0) / loads.length,
    rosterFiles: roster,
    usersExport: {
      accounts: number(exportRow[0]),
      p50Ms: number(exportRow[4]),
      fileMiB: number(exportRow[8].replace(' MiB', '')),
    },
    certificates: { count: number(first[1]), firstRequestSeconds: number(first[2]), documentMiB: number(document[1]) },
    csvImport: {
      partRows: number(parts[1]),
      partMeanSeconds: number(part[1]),
      callsPerPart: number(calls[1]),
    },
    web: { totalJsGzipKB: number(total[1]), loginJsGzipKB: number(login[1]) },
  };
}
