/** The fuzz suite's figures per route, as `npm run fuzz` prints them. */

export interface RouteFuzzStats {
  cases: number;
  /** 2xx and 3xx. */
  accepted: number;
  refused: number;
  /** 501 of a route not built yet. */
  notBuilt: number;
  serverErrors: number;
  partialWrites: number;
}

export const emptyStats = (): RouteFuzzStats => ({ cases: 0, accepted: 0, refused: 0, notBuilt: 0, serverErrors: 0, partialWrites: 0 });

/** A Markdown table, one row per route and a total. */
export function renderFuzzTable(stats: Record<string, RouteFuzzStats>): string {
  const rows = Object.entries(stats);
  const total = rows.reduce((sum, [, s]) => {
    for (const key of Object.keys(sum) as Array<keyof RouteFuzzStats>) sum[key] += s[key];
    return sum;
  }, emptyStats());
  const line = (name: string, s: RouteFuzzStats) =>
    `| ${name} | ${s.cases} | ${s.accepted} | ${s.refused} | ${s.notBuilt} | ${s.serverErrors} | ${s.partialWrites} |`;
  return [
    '| route | cases | 2xx/3xx | 4xx | 501 (not built) | 5xx | partial writes |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(([route, s]) => line(`\`${route}\``, s)),
    line(`**all ${rows.length} routes**`, total),
  ].join('\n');
}
