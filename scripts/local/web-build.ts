/** Builds the web app when its build is missing or older than its sources. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const WEB_DIST = join(ROOT, 'web/dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => (name === 'node_modules' || name === 'dist' ? newest : Math.max(newest, newestMtime(join(path, name)))),
    0,
  );
}

export function webBuildIsStale(): boolean {
  const built = join(WEB_DIST, 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(newestMtime(join(ROOT, 'web')), newestMtime(join(ROOT, 'shared')));
  return sources > statSync(built).mtimeMs;
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  // Vite keeps a NODE_ENV it finds set, and React then ships its development build (twice the
  // size, slower): `npm start` launched from a test runner inherits NODE_ENV=test. The portal
  // always serves a production build.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(ROOT, 'web/vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
}
