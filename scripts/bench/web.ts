/**
 * Web sizes: builds the app with Vite into a temporary folder (never touching web/dist), then
 * reads its manifest and gzips (level 9) every JS chunk: the entry and its static imports, each
 * lazy chunk with the static imports the entry does not already bring, and per route of the
 * router the total a first visit downloads (entry + the lazy layouts and page on its way).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from './budgets.ts';
import { manifestKeyFor, routeChunks } from './router-map.ts';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkRow {
  /** Source module (manifest key) or file. */
  source: string;
  file: string;
  /** Gzip of the chunk itself. */
  ownGzip: number;
  /** Gzip of the chunk plus its static imports that the entry does not load. */
  extraGzip: number;
}

export interface RouteRow {
  path: string;
  modules: string[];
  /** Gzip of everything a first visit of this route loads (entry closure ∪ lazy closures). */
  totalGzip: number;
}

export interface WebResults {
  ok: boolean;
  error?: string;
  buildMs?: number;
  entry?: { file: string; files: string[]; gzip: number; raw: number };
  /** JS before the login page is usable: entry closure ∪ the login route's lazy closures. */
  login?: { path: string; gzip: number; budget: number; ok: boolean };
  lazyChunks: ChunkRow[];
  routes: RouteRow[];
  cssGzip: number;
  totalJsGzip: number;
}

/** The file names a manifest key loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function sizesFrom(
  manifest: Manifest,
  gzipOf: (file: string) => number,
  routerSource?: string,
  rawOf?: (file: string) => number,
): Omit<WebResults, 'ok' | 'buildMs' | 'error'> {
  const keys = Object.keys(manifest);
  const entryKey = keys.find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, entryKey);
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipOf(f), 0);

  const lazyChunks: ChunkRow[] = keys
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const closure = staticClosure(manifest, k);
      const extra = [...closure].filter((f) => !entryFiles.has(f));
      return { source: k, file: manifest[k].file, ownGzip: gzipOf(manifest[k].file), extraGzip: sum(extra) };
    })
    .sort((a, b) => b.extraGzip - a.extraGzip);

  const routes: RouteRow[] = [];
  if (routerSource) {
    for (const route of routeChunks(routerSource)) {
      const moduleKeys = route.modules.map((spec) => manifestKeyFor(spec, 'src/app/router.tsx', keys));
      if (moduleKeys.some((k) => k === undefined)) continue;
      const files = new Set(entryFiles);
      for (const k of moduleKeys) staticClosure(manifest, k!, files);
      routes.push({ path: route.path, modules: moduleKeys as string[], totalGzip: sum(files) });
    }
  }
  const loginRoute = routes.find((r) => r.path.startsWith('/login'));
  const entryGzip = sum(entryFiles);
  const loginGzip = loginRoute?.totalGzip ?? entryGzip;
  const cssFiles = new Set(keys.flatMap((k) => manifest[k].css ?? []));
  const jsFiles = new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  return {
    entry: {
      file: manifest[entryKey].file,
      files: [...entryFiles],
      gzip: entryGzip,
      raw: rawOf ? [...entryFiles].reduce((t, f) => t + rawOf(f), 0) : 0,
    },
    login: {
      path: loginRoute?.path ?? '(entry only: no login route found)',
      gzip: loginGzip,
      budget: BUDGETS.loginGzipBytes,
      ok: loginGzip <= BUDGETS.loginGzipBytes,
    },
    lazyChunks,
    routes,
    cssGzip: sum(cssFiles),
    totalJsGzip: sum(jsFiles),
  };
}

export async function measureWeb(opts: { root: string; outDir: string; log: (line: string) => void }): Promise<WebResults> {
  const empty: WebResults = { ok: false, lazyChunks: [], routes: [], cssGzip: 0, totalJsGzip: 0 };
  const configFile = join(opts.root, 'web/vite.config.ts');
  if (!existsSync(configFile)) return { ...empty, error: 'web/vite.config.ts not found' };
  const started = Date.now();
  try {
    const { build } = await import('vite');
    await build({
      configFile,
      logLevel: 'silent',
      build: { outDir: opts.outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' ') : String(error);
    return { ...empty, error: `Vite build failed: ${message}` };
  }
  const buildMs = Date.now() - started;
  const manifestFile = join(opts.outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { ...empty, buildMs, error: 'the build wrote no .vite/manifest.json' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, { gzip: number; raw: number }>();
  const sizes = (file: string) => {
    let s = cache.get(file);
    if (!s) {
      const bytes = readFileSync(join(opts.outDir, file));
      s = { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
      cache.set(file, s);
    }
    return s;
  };
  const routerFile = join(opts.root, 'web/src/app/router.tsx');
  const routerSource = existsSync(routerFile) ? readFileSync(routerFile, 'utf8') : undefined;
  try {
    const result = sizesFrom(
      manifest,
      (f) => sizes(f).gzip,
      routerSource,
      (f) => sizes(f).raw,
    );
    opts.log(
      `  web built in ${(buildMs / 1000).toFixed(1)} s: login ${(result.login!.gzip / 1024).toFixed(1)} KB gzip, ${result.lazyChunks.length} lazy chunks`,
    );
    return { ok: true, buildMs, ...result };
  } catch (error) {
    return { ...empty, buildMs, error: error instanceof Error ? error.message : String(error) };
  }
}
