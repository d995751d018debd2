/**
 * One Lambda per route group (functions/<group>/handler.ts) and every route of the route table
 * wired to its group's integration. The route table (shared/api/routes.ts) is the only list of
 * routes: nothing here names a path.
 */
import { Duration } from 'aws-cdk-lib';
import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ROUTE_GROUPS, ROUTES } from '../../shared/api/routes.ts';
import type { RouteGroup } from '../../shared/api/route-group.ts';
import { acknowledge } from './nag.ts';
import { PortalFunction } from './portal-function.ts';
import { grantRuntimeAccess, runtimeEnvironment, type RuntimeResources } from './runtime-access.ts';

/** API Gateway's integration limit is 30 s; the function stops just before it. */
export const API_FUNCTION_TIMEOUT = Duration.seconds(29);

/**
 * Memory per group (CPU scales with it). 512 MB where the work is heavy: scrypt password hashing
 * (~128 MiB), the in-memory list snapshots (users, the cohort directory of dashboard and calendar:
 * ~60 MiB retained, ~110 MiB at load at the large seed, docs/bench.md; cohort builder,
 * certificates) and xlsx/PDF/zip writers; 256 MB for the rest. One whole vCPU (1769 MB) for
 * two groups: the CSV import hashes the passwords a file gives at full scrypt cost, several per
 * part of a file (docs/operations.md, CSV import); the users group holds the user and cohort
 * directories (~170 MiB heap at the large seed) and exports every account as one streamed xlsx,
 * ~12.5 s of one core for 115,000 accounts (docs/bench.md), which a third of a vCPU would not
 * finish inside API Gateway's 30 s. The certificates group too: Create Certificates draws, stores
 * and records up to a cohort's worth of PDFs in one request (100: ~6 s locally, more under load,
 * docs/architecture.md "Certificates").
 */
const LARGE_GROUPS: ReadonlySet<RouteGroup> = new Set<RouteGroup>([
  'auth',
  'dashboard',
  'calendar',
  'cohort-builder',
  'certificates',
  'roster',
  'roster-reports',
  'reports',
  'districts',
  'materials',
  'support',
]);

const ONE_VCPU_MB = 1769;
const ONE_VCPU_GROUPS: ReadonlySet<RouteGroup> = new Set<RouteGroup>(['users', 'user-import', 'certificates']);

export function memoryOf(group: RouteGroup): number {
  if (ONE_VCPU_GROUPS.has(group)) return ONE_VCPU_MB;
  return LARGE_GROUPS.has(group) ? 512 : 256;
}

export interface RouteFunctionsProps {
  httpApi: HttpApi;
  runtime: RuntimeResources;
  /** What CloudFront sends in x-origin-verify: API functions refuse requests without it (jobs are no HTTP). */
  originVerifySecret: ISecret;
  /** The secret the certificate credentials' Ed25519 key is derived from: the certificates group's only. */
  certificateSigningSecret: ISecret;
}

export class RouteFunctions extends Construct {
  readonly functions = new Map<RouteGroup, PortalFunction>();

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    const environment = { ...runtimeEnvironment(props.runtime), ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn };
    const integrations = new Map<RouteGroup, HttpLambdaIntegration>();

    for (const group of ROUTE_GROUPS) {
      const signsCertificates = group === 'certificates';
      const fn = new PortalFunction(this, group, {
        entry: `functions/${group}/handler.ts`,
        description: `Learning portal API: ${group} routes`,
        serviceName: group,
        memorySize: memoryOf(group),
        timeout: API_FUNCTION_TIMEOUT,
        environment: signsCertificates
          ? { ...environment, CERTIFICATE_SIGNING_KEY_ARN: props.certificateSigningSecret.secretArn }
          : environment,
      });
      grantRuntimeAccess(fn, props.runtime, { allowScan: false });
      props.originVerifySecret.grantRead(fn.role);
      if (signsCertificates) props.certificateSigningSecret.grantRead(fn.role);
      this.functions.set(group, fn);
      // One API-wide invoke permission per function instead of one per route (153 would
      // crowd the 500-resource stack limit and the function's resource policy size limit).
      integrations.set(group, new HttpLambdaIntegration(`${group}-integration`, fn.function, { scopePermissionToRoute: false }));
    }

    for (const route of ROUTES) {
      const integration = integrations.get(route.group);
      if (!integration) throw new Error(`route ${route.key} names unknown group ${route.group}`);
      props.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
    }
    // Routes are children of the HttpApi construct: this covers exactly the 153 routes.
    acknowledge(
      props.httpApi,
      'AwsSolutions-APIG4',
      'Authorisation is done in each Lambda by the middy chain: a signed JWT (jose, algorithm allow-list, ' +
        'exp) naming a live session, then the capability the route table declares for the route ' +
        '(functions/core/middlewares/authenticate.ts and authorize.ts). Login, forgot-password and ' +
        'recover-password are public by design, and so are the certificate verification page and key and ' +
        'the profile photo address (an <img> sends no header; a uuid per photo). An API Gateway authorizer would duplicate that check.',
    );
  }
}
