/**
 * `npm run cost`: the monthly bill at the organisation's size (issue 29), from the figures
 * `npm run bench` wrote to docs/bench.md, the assumptions of assumptions.ts and the unit prices of
 * prices.ts; the stack's own numbers (memory per route group, jobs and their schedules, metrics)
 * are read from the code. Prints a summary and writes docs/cost.md. Runs in a second or two: it
 * starts nothing.
 *
 * Settings (environment):
 *   COST_BENCH   the bench report to read (default docs/bench.md)
 *   COST_REPORT  where to write (default docs/cost.md)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ASSUMPTIONS } from './assumptions.ts';
import { parseBenchReport } from './bench-figures.ts';
import { stackInfra } from './infra.ts';
import { estimate } from './model.ts';
import { PRICES } from './prices.ts';
import { renderCostReport, summaryLines } from './report.ts';

const ROOT = resolve(import.meta.dirname, '../..');

function main(): void {
  const benchPath = resolve(ROOT, process.env.COST_BENCH ?? 'docs/bench.md');
  const reportPath = resolve(ROOT, process.env.COST_REPORT ?? 'docs/cost.md');
  const figures = parseBenchReport(readFileSync(benchPath, 'utf8'));
  const infra = stackInfra();
  const result = estimate(figures, ASSUMPTIONS, PRICES, infra);
  const generatedAt = new Date().toISOString().slice(0, 10);
  writeFileSync(reportPath, renderCostReport({ estimate: result, figures, assumptions: ASSUMPTIONS, prices: PRICES, infra, generatedAt }));
  for (const line of summaryLines(result, PRICES)) process.stdout.write(`${line}\n`);
  process.stdout.write(`Report: ${reportPath}\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`npm run cost failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
