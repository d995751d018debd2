/**
 * The layer rules of docs/architecture.md ("Layers") as dependency-cruiser rules. Paths are
 * relative to the repository root; an arrow is any import, `import type` included.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';
import { DOUBLE_CAST, DYNAMODB_OUTSIDE_DATA } from './allow-list.ts';

/** The folders under functions/ that are layers; every other folder there is a route group or jobs/. */
const LAYERS = ['core', 'data', 'domain', 'files', 'services'];
const ENTRY = `^functions/(?!(?:${LAYERS.join('|')})/)`;
/**
 * Test code: exempt from the server's layer rules (a test drives handlers: it signs in through the
 * auth group, or runs the chain through a group's handler), from the DynamoDB rule and from the cast
 * rule. The web rules hold for tests too.
 */
export const TEST_CODE = String.raw`\.test\.tsx?$|\.test-helper\.tsx?$|(^|/)test-utils\.tsx?$|^test/|^web/src/test/`;

/** The DynamoDB packages, resolved (or named, when not installed where the importer is). */
export const DYNAMODB = /(^|node_modules\/)@aws-sdk\/(lib-dynamodb|client-dynamodb)($|\/)/;

const exactly = (files: readonly string[]) => `^(?:${files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)'})$`;

export const FORBIDDEN: IForbiddenRuleType[] = [
  {
    name: 'group-to-group',
    comment: 'Route groups and jobs/ never import one another: a rule two groups need moves to functions/domain/.',
    severity: 'error',
    from: { path: `${ENTRY}([^/]+)/`, pathNot: TEST_CODE },
    to: { path: `${ENTRY}[^/]+/`, pathNot: '^functions/$1/' },
  },
  {
    name: 'domain-files-point-down',
    comment:
      'functions/domain/ and functions/files/ sit between the route groups and the chain: each imports only itself, core/, data/ and services/.',
    severity: 'error',
    from: { path: '^functions/(domain|files)/', pathNot: TEST_CODE },
    to: { path: '^functions/(?!$1/|core/|data/|services/)' },
  },
  {
    name: 'core-points-down',
    comment: 'functions/core/ (the middy chain) imports only data/, services/ and shared/.',
    severity: 'error',
    from: { path: '^functions/core/', pathNot: TEST_CODE },
    to: { path: '^functions/(?!core/|data/|services/)' },
  },
  {
    name: 'data-points-down',
    comment: 'functions/data/ (the table) knows no HTTP chain, domain rule or route: it imports only services/ and shared/.',
    severity: 'error',
    from: { path: '^functions/data/', pathNot: TEST_CODE },
    to: { path: '^functions/(?!data/|services/)' },
  },
  {
    name: 'services-point-down',
    comment: 'functions/services/ knows no HTTP and no table: it imports only shared/.',
    severity: 'error',
    from: { path: '^functions/services/', pathNot: TEST_CODE },
    to: { path: '^functions/(?!services/)' },
  },
  {
    name: 'shared-imports-only-shared',
    comment: 'shared/ is bundled into the web and the functions: it imports nothing of web/, functions/, cdk/, scripts/ or test/.',
    severity: 'error',
    from: { path: '^shared/', pathNot: TEST_CODE },
    to: { path: '^(web|functions|cdk|scripts|test)/' },
  },
  {
    name: 'route-rows-zod-free',
    comment:
      "The route table's rows (shared/<group>/routes.ts, shared/api/routes.ts) are in the web's first bundle: nothing they import, however indirectly, loads zod (the contracts do, and load with the pages).",
    severity: 'error',
    from: { path: String.raw`^shared/[^/]+/routes\.ts$` },
    to: { path: String.raw`(^|/)node_modules/zod/`, reachable: true },
  },
  {
    name: 'cdk-imports-only-shared',
    comment: 'cdk/ names the Lambda entries by path and reads names from shared/; it imports no code of functions/, web/ or scripts/.',
    severity: 'error',
    from: { path: '^cdk/', pathNot: TEST_CODE },
    to: { path: '^(functions|web|scripts)/' },
  },
  {
    name: 'feature-to-app',
    comment: 'A web feature never imports from web/src/app/ (the shell imports the features, not the other way).',
    severity: 'error',
    from: { path: '^web/src/features/' },
    to: { path: '^web/src/app/' },
  },
  {
    name: 'feature-to-feature',
    comment: 'A web feature never imports another feature: what two features share moves to components/ or lib/.',
    severity: 'error',
    from: { path: '^web/src/features/([^/]+)/' },
    to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
  },
  {
    name: 'admin-tab-fence',
    comment:
      'An admin tab folder (features/admin/<tab>/) imports of the admin feature only itself, admin/components/ and admin/api/: what two tabs share moves to admin/components/.',
    severity: 'error',
    from: { path: '^web/src/features/admin/(?!components/|api/|routes/)([^/]+)/' },
    to: { path: '^web/src/features/admin/', pathNot: '^web/src/features/admin/(?:components|api|$1)/' },
  },
  {
    name: 'web-parts-point-down',
    comment: 'web/src/components/ and web/src/lib/ serve every feature: they import no feature and nothing of app/.',
    severity: 'error',
    from: { path: '^web/src/(components|lib)/' },
    to: { path: '^web/src/(features|app)/' },
  },
  {
    name: 'no-dynamodb-outside-data',
    comment: 'Only functions/data/ talks to DynamoDB (scripts and tests aside): route groups call aggregate functions.',
    severity: 'error',
    from: { pathNot: `^functions/data/|^scripts/|${TEST_CODE}|${exactly(DYNAMODB_OUTSIDE_DATA)}` },
    to: { path: DYNAMODB.source },
  },
];

/**
 * Where raw table keys are looked for (rule `no-raw-keys-outside-data`): the server's code outside
 * functions/data/, tests aside. A key attribute named in the code (`item.PK`, `{ PK: … }`, a
 * `GSI1SK`) is an item handled raw; only the aggregates of functions/data/ build and read keys,
 * and the route groups call them by name (docs/architecture.md, "Data").
 */
export const RAW_KEYS_CHECKED = /^functions\/(?!data\/)/;
/** A table key attribute: PK, SK and the index keys GSI<n>PK, GSI<n>SK. */
export const RAW_KEY = /^(?:PK|SK|GSI\d(?:PK|SK))$/;

/** Where `as unknown as` is checked: all code but tests, scripts and the allow-listed files. */
export const DOUBLE_CAST_EXEMPT = new RegExp(`^scripts/|${TEST_CODE}|${exactly(DOUBLE_CAST)}`);
