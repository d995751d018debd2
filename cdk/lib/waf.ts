/**
 * The web ACL in front of CloudFront (issue 29; docs/decisions/operations.md, "The edge in
 * us-east-1"): AWS's common rule set, and a rate limit per address on the public routes people
 * guess at (sign-in, forgot password, certificate verification and credentials). The application keeps its own
 * throttles (per account and per address, ARCHITECTURE §6); this stops a flood before it costs a
 * Lambda invocation, and the BlockedRequests metric (alarm in alarms.ts) shows one.
 *
 * A CLOUDFRONT-scope web ACL exists only in us-east-1, which is why the stack is deployed there
 * (portal-stack.ts asserts the region in the template).
 */
import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ROUTES } from '../../shared/api/routes.ts';

/** Requests per address per 5 minutes to the rate-limited routes (all of them together). */
export const RATE_LIMIT_PER_5_MINUTES = 300;
export const RATE_LIMIT_WINDOW_SECONDS = 300;

/** The public routes the rate rule counts, by route key: the paths come from the route table. */
export const RATE_LIMITED_ROUTES = [
  'POST /api/login',
  'POST /api/forgot-password',
  'GET /api/certificate/verify/{code}',
  // The certificate's credential and the status list share the verification page's limit (issue 33).
  'GET /api/certificate/credential/{code}',
  'GET /api/certificate/status-list',
] as const;

export const COMMON_RULE_SET = 'AWSManagedRulesCommonRuleSet';
export const RATE_RULE = 'RateLimitPublicRoutes';

/**
 * Rules of the common rule set that only count, with why:
 * - SizeRestrictions_BODY blocks bodies over 8 KB: the CSV import posts files of up to 4 MB, and
 *   a cohort's save or an attendance batch passes 8 KB.
 * - CrossSiteScripting_BODY: popups, notifications, banners and support topics are rich text (HTML)
 *   by design, sanitised on write with one allow-list (docs/decisions/security.md); the rule would
 *   refuse an administrator's formatted message.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] as const;

/** `/api/login`, `/api/certificate/verify/`: a route's path up to its first parameter. */
export function pathPrefixOf(routeKey: string): string {
  const route = ROUTES.find((r) => r.key === routeKey);
  if (!route) throw new Error(`rate-limited route ${routeKey} is not in the route table`);
  const brace = route.path.indexOf('{');
  return brace === -1 ? route.path : route.path.slice(0, brace);
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

export class PortalWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  /** The web ACL's name, which is also its metric name (the WebACL dimension of AWS/WAFV2). */
  readonly name: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.name = `${Stack.of(this).stackName}-edge`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 128);

    const pathStatements: CfnWebACL.StatementProperty[] = RATE_LIMITED_ROUTES.map((key) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        // STARTS_WITH: `/api/login/` and `/api/login?…` count too; no other route starts with these.
        positionalConstraint: 'STARTS_WITH',
        searchString: pathPrefixOf(key),
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.name,
      description:
        'Learning portal: AWS common rules and a rate limit per address on sign-in, forgot password and certificate verification',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.name),
      rules: [
        {
          name: RATE_RULE,
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: RATE_LIMIT_PER_5_MINUTES,
              evaluationWindowSec: RATE_LIMIT_WINDOW_SECONDS,
              // CloudFront's viewer address: a viewer cannot choose it (no forwarded header is trusted).
              aggregateKeyType: 'IP',
              scopeDownStatement: { orStatement: { statements: pathStatements } },
            },
          },
          visibilityConfig: visibility(RATE_RULE),
        },
        {
          name: COMMON_RULE_SET,
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: COMMON_RULE_SET,
              ruleActionOverrides: COUNTED_COMMON_RULES.map((name) => ({ name, actionToUse: { count: {} } })),
            },
          },
          visibilityConfig: visibility(COMMON_RULE_SET),
        },
      ],
    });
  }
}
