import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lint, type LintResult } from './lint.ts';

/**
 * A small tree laid out like the repository, each file breaking one rule (or none), linted as
 * `npm run lint` lints the real one. It lives under .cache/ so that `@aws-sdk/lib-dynamodb`
 * resolves to the installed package, as it does for the real code.
 */
const files: Record<string, string> = {
  'functions/alpha/handler.ts': "import { beta } from '../beta/thing.ts';\nexport const alpha = beta;\n",
  'functions/alpha/handler.test.ts': "import { beta } from '../beta/thing.ts';\nexport const seen = beta;\n",
  'functions/alpha/store.ts': "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const command = GetCommand;\n",
  'functions/alpha/cast.ts': 'export const count = (value: string) => value as unknown as number;\n',
  'functions/alpha/raw.ts': 'export const partitionOf = (item: Record<string, unknown>) => item.PK;\n',
  'functions/alpha/raw.test.ts': "export const key = { PK: 'A', SK: 'B' };\n",
  'functions/data/keys.ts': "export const key = (id: number) => ({ PK: String(id), SK: 'B' });\n",
  'functions/alpha/clean.ts':
    "import { query } from '../data/items.ts';\nimport { http } from '../core/http.ts';\nexport const both = [query, http];\n",
  'functions/beta/thing.ts': 'export const beta = 1;\n',
  'functions/core/http.ts': "import { query } from '../data/items.ts';\nexport const http = query;\n",
  'functions/data/items.ts': "import { Client } from '@aws-sdk/client-dynamodb';\nexport const query = Client;\n",
  'functions/data/chain.ts': "import { http } from '../core/http.ts';\nexport const chain = http;\n",
  'functions/domain/rule.ts':
    "import { http } from '../core/http.ts';\nimport { sheet } from '../files/sheet.ts';\nexport const rule = [http, sheet];\n",
  'functions/files/sheet.ts': "import { query } from '../data/items.ts';\nexport const sheet = query;\n",
  'functions/services/config.ts': "import { query } from '../data/items.ts';\nexport const config = query;\n",
  'shared/format.ts': "import { beta } from '../functions/beta/thing.ts';\nexport const format = beta;\n",
  'shared/alpha/routes.ts': "import { alphaQuery } from './contract.ts';\nexport const ALPHA_ROWS = [alphaQuery];\n",
  'shared/alpha/contract.ts': "import * as z from 'zod/mini';\nexport const alphaQuery = z.string();\n",
  'shared/beta/routes.ts': "import type { Group } from '../api/route-group.ts';\nexport const BETA_ROWS: Group[] = [];\n",
  'shared/api/route-group.ts': 'export type Group = string;\n',
  'web/src/app/App.tsx': 'export function App() {\n  return <main />;\n}\n',
  'web/src/features/one/Page.tsx':
    "import { App } from '../../app/App.tsx';\nimport { two } from '@/features/two/api.ts';\nexport function Page() {\n  return <section title={two}><App /></section>;\n}\n",
  'web/src/features/one/Own.tsx':
    "import { Page } from './Page.tsx';\nimport { paths } from '@/lib/paths.ts';\nexport const Own = () => <Page key={paths} />;\n",
  'web/src/features/admin/users/Tab.tsx':
    "import { Picker } from '../merge/Picker.tsx';\nimport { Table } from '../components/Table.tsx';\nimport { users } from '../api/users.ts';\nimport { Row } from './Row.tsx';\nexport const Tab = () => <Table title={users}><Picker /><Row /></Table>;\n",
  'web/src/features/admin/users/Row.tsx': 'export const Row = () => <tr />;\n',
  'web/src/features/admin/merge/Picker.tsx':
    "import { Table } from '../components/Table.tsx';\nexport const Picker = () => <Table title='merge' />;\n",
  'web/src/features/admin/components/Table.tsx':
    "import type { ReactNode } from 'react';\nexport const Table = (props: { title: string; children?: ReactNode }) => <table title={props.title}>{props.children}</table>;\n",
  'web/src/features/admin/api/users.ts': "export const users = 'users';\n",
  'web/src/features/admin/routes/AdminPage.tsx': "import { Tab } from '../users/Tab.tsx';\nexport const AdminPage = () => <Tab />;\n",
  'web/src/features/two/api.ts': "export const two = 'two';\n",
  'web/src/lib/paths.ts': "import { two } from '../features/two/api.ts';\nexport const paths = two;\n",
};

let root: string;
let result: LintResult;

beforeAll(async () => {
  const cache = resolve(import.meta.dirname, '../../.cache');
  mkdirSync(cache, { recursive: true });
  root = mkdtempSync(join(cache, 'lint-fixture-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  result = await lint(root);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const found = (rule: string) => result.violations.filter((v) => v.rule === rule).map((v) => `${v.from} → ${v.to}`);

describe('npm run lint on a tree with broken boundaries', () => {
  it('reports a route group importing another group, but not a test doing so', () => {
    expect(found('group-to-group')).toEqual(['functions/alpha/handler.ts → functions/beta/thing.ts']);
  });

  it('reports a web feature importing app/ and another feature, and lib/ importing a feature', () => {
    expect(found('feature-to-app')).toEqual(['web/src/features/one/Page.tsx → web/src/app/App.tsx']);
    expect(found('feature-to-feature')).toEqual(['web/src/features/one/Page.tsx → web/src/features/two/api.ts']);
    expect(found('web-parts-point-down')).toEqual(['web/src/lib/paths.ts → web/src/features/two/api.ts']);
  });

  it('reports an admin tab folder importing another tab folder, but not admin/components/, admin/api/ or itself', () => {
    expect(found('admin-tab-fence')).toEqual(['web/src/features/admin/users/Tab.tsx → web/src/features/admin/merge/Picker.tsx']);
  });

  it('reports a DynamoDB import outside functions/data/', () => {
    expect(found('no-dynamodb-outside-data')).toEqual([
      expect.stringMatching(/^functions\/alpha\/store\.ts → .*node_modules\/@aws-sdk\/lib-dynamodb\//),
    ]);
  });

  it('reports data importing the HTTP chain, domain importing files, services importing data, shared importing functions', () => {
    expect(found('data-points-down')).toEqual(['functions/data/chain.ts → functions/core/http.ts']);
    expect(found('domain-files-point-down')).toEqual(['functions/domain/rule.ts → functions/files/sheet.ts']);
    expect(found('services-point-down')).toEqual(['functions/services/config.ts → functions/data/items.ts']);
    expect(found('shared-imports-only-shared')).toEqual(['shared/format.ts → functions/beta/thing.ts']);
  });

  it('reports `as unknown as` with its line', () => {
    expect(found('no-double-cast')).toEqual(['functions/alpha/cast.ts → functions/alpha/cast.ts:1']);
  });

  it('reports a table key named outside functions/data/, but not in data/ or a test', () => {
    expect(found('no-raw-keys-outside-data')).toEqual(['functions/alpha/raw.ts → functions/alpha/raw.ts:1']);
  });

  it('reports route rows that reach zod through a contract, but not rows that import only the row types', () => {
    const rows = found('route-rows-zod-free');
    expect(rows.length).toBeGreaterThan(0);
    for (const arrow of rows) expect(arrow).toMatch(/^shared\/alpha\/routes\.ts → .*node_modules\/zod\//);
  });

  it('reports nothing else: the allowed arrows pass', () => {
    expect(result.violations).toHaveLength(12 + found('route-rows-zod-free').length);
  });
});
