#!/usr/bin/env node
/**
 * Measures the JS the browser needs before the login page is usable (ARCHITECTURE §7: ≤ 200 KB
 * gzip): the entry chunk, its static imports, and the lazy LoginPage chunk with its static
 * imports, read from the Vite manifest of web/dist. Prints one line per chunk and the total;
 * exits 1 over budget. Usage: node web/scripts/login-bundle-size.mjs [--json]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/routes/LoginPage.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or LoginPage chunk missing from the manifest');

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
collect(loginKey);

const rows = [...files].map((file) => {
  const bytes = readFileSync(`${dist}${file}`);
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKB: BUDGET_KB, totalGzip: total, chunks: rows }, null, 2));
} else {
  for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(2).padStart(8)} KB gzip  ${row.file}`);
  console.log(`${(total / 1024).toFixed(2).padStart(8)} KB gzip  total for /login (budget ${BUDGET_KB} KB)`);
}
process.exit(total > BUDGET_KB * 1024 ? 1 : 0);
