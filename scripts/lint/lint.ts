/**
 * The project's lint (issue 12 §4): the layer rules of docs/architecture.md checked by
 * dependency-cruiser (rules.ts), and, found in the syntax tree that swc parses, no `as unknown as`
 * outside tests and scripts and no table key attribute named in the server's code outside
 * functions/data/ (rules.ts RAW_KEYS_CHECKED). Formatting is Biome's (`npm run format`), not checked here yet.
 * `lint(root)` works on any folder laid out like the repository, so a test can lint a fixture.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DOUBLE_CAST, DYNAMODB_OUTSIDE_DATA } from './allow-list.ts';
import { DOUBLE_CAST_EXEMPT, DYNAMODB, FORBIDDEN, RAW_KEY, RAW_KEYS_CHECKED, TEST_CODE } from './rules.ts';

const require = createRequire(import.meta.url);

/** The folders linted, relative to the root (those that exist). */
export const LINTED = ['functions', 'shared', 'cdk', 'scripts', 'test', 'web/src'];
/**
 * Never linted: build output. (Not node_modules: dependency-cruiser
 * drops excluded imports, and the DynamoDB rule needs to see the packages; `doNotFollow` keeps it
 * out of them.)
 */
const EXCLUDE = String.raw`(^|/)(\.cache|cdk\.out|dist)/`;

export interface Violation {
  rule: string;
  from: string;
  /** The imported file or package, or the line of the cast. */
  to: string;
}

export interface LintResult {
  violations: Violation[];
  /** Allow-list entries whose file no longer breaks its rule: delete them. */
  stale: { list: string; file: string }[];
  files: number;
}

export async function lint(root: string): Promise<LintResult> {
  const folders = LINTED.filter((folder) => existsSync(join(root, folder)));
  const request = {
    root,
    folders,
    cruiseOptions: {
      parser: 'swc',
      exclude: { path: EXCLUDE },
      doNotFollow: { path: 'node_modules' },
      validate: true,
      ruleSet: { forbidden: FORBIDDEN },
    },
    // web/tsconfig.json's paths; the server code imports relatively.
    resolveOptions: {
      alias: { '@': join(root, 'web/src'), '@shared': join(root, 'shared') },
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  };
  const child = spawnSync(process.execPath, [join(import.meta.dirname, 'cruise.mjs')], {
    input: JSON.stringify(request),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`dependency-cruiser failed:\n${child.stderr}`);
  const output = JSON.parse(child.stdout) as { violations: Violation[]; modules: { source: string; dependencies: string[] }[] };

  const violations = [...output.violations];
  const sources = output.modules.map((m) => m.source).filter((s) => /\.tsx?$/.test(s) && !s.includes('node_modules/'));
  const casts = doubleCasts(root, sources);
  violations.push(...casts.filter((c) => !DOUBLE_CAST_EXEMPT.test(c.from)));
  const testCode = new RegExp(TEST_CODE);
  violations.push(
    ...rawKeys(
      root,
      sources.filter((s) => RAW_KEYS_CHECKED.test(s) && !testCode.test(s)),
    ),
  );

  const importingDynamo = new Set(output.modules.filter((m) => m.dependencies.some((d) => DYNAMODB.test(d))).map((m) => m.source));
  const casting = new Set(casts.map((c) => c.from));
  const stale = [
    ...DYNAMODB_OUTSIDE_DATA.filter((f) => !importingDynamo.has(f)).map((file) => ({ list: 'DYNAMODB_OUTSIDE_DATA', file })),
    ...DOUBLE_CAST.filter((f) => !casting.has(f)).map((file) => ({ list: 'DOUBLE_CAST', file })),
  ];
  return { violations, stale, files: sources.length };
}

interface Node {
  type?: string;
  kind?: string;
  value?: unknown;
  span?: { start: number };
  expression?: Node;
  typeAnnotation?: Node;
}

/** Every `x as unknown as T` in the given files, one violation per cast (`to` is file:line). */
function doubleCasts(root: string, files: string[]): Violation[] {
  return findNodes(root, files, /\bunknown\b/, 'no-double-cast', (node) => {
    const inner = node.expression;
    return (
      node.type === 'TsAsExpression' &&
      inner?.type === 'TsAsExpression' &&
      inner.typeAnnotation?.type === 'TsKeywordType' &&
      inner.typeAnnotation.kind === 'unknown'
    );
  });
}

/** Every table key attribute the given files name (`item.PK`, `{ SK: … }`, `'GSI1PK'`), one violation per name (`to` is file:line). */
function rawKeys(root: string, files: string[]): Violation[] {
  return findNodes(
    root,
    files,
    /\b(?:PK|SK|GSI\d(?:PK|SK))\b/,
    'no-raw-keys-outside-data',
    (node) => (node.type === 'Identifier' || node.type === 'StringLiteral') && typeof node.value === 'string' && RAW_KEY.test(node.value),
  );
}

/** The nodes `matches` picks in the files whose text `worthParsing` finds something in, as violations of `rule` at their line. */
function findNodes(root: string, files: string[], worthParsing: RegExp, rule: string, matches: (node: Node) => boolean): Violation[] {
  const swc = require('@swc/core') as { parseSync: (source: string, options: object) => Node };
  const found: Violation[] = [];
  for (const file of files) {
    const source = readFileSync(join(root, file));
    const text = source.toString('utf8');
    if (!worthParsing.test(text)) continue;
    const program = swc.parseSync(text, { syntax: 'typescript', tsx: file.endsWith('.tsx'), decorators: true });
    walk(program, (node) => {
      if (!matches(node)) return;
      // swc spans are 1-based byte offsets into this source.
      const line = source
        .subarray(0, (node.span?.start ?? 1) - 1)
        .toString('utf8')
        .split('\n').length;
      found.push({ rule, from: file, to: `${file}:${line}` });
    });
  }
  return found;
}

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === 'object') {
    visit(value as Node);
    for (const child of Object.values(value)) if (child && typeof child === 'object') walk(child, visit);
  }
}
