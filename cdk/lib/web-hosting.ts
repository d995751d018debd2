/**
 * The web front door: a private bucket with the React build, served by CloudFront through Origin
 * Access Control, with `/api/*` forwarded to the HTTP API.
 *
 * The API origin gets two headers (shared EDGE_HEADERS): the origin-verify secret, as an origin
 * custom header (the functions refuse requests without it, so the execute-api address is of no
 * use), and the viewer's address, from a viewer-request function. Why a function and not
 * CloudFront-Viewer-Address: an origin request policy can add CloudFront headers only to "all
 * viewer headers" including Host, which API Gateway refuses (403), and an allow-list may not name
 * Authorization (CloudFront answers 400); the managed all-viewer-except-Host policy forwards the
 * header the function adds, like every other viewer header.
 *
 * SPA fallback: a CloudFront Function on the default (S3) behaviour rewrites extension-less paths
 * to /index.html. Distribution-wide error responses are deliberately not used: they would also
 * turn the API's 403/404 answers into the web page.
 */
import { existsSync } from 'node:fs';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { EDGE_HEADERS } from '../../shared/constants.ts';
import { FRAME_PLACEHOLDER_PATH, PORTAL_CONFIG_PATH, type PortalRuntimeConfig } from '../../shared/frames.ts';
import { acknowledge } from './nag.ts';

/** Rewrites `/calendar`, `/cohort/12` … to /index.html; `/assets/app.js`, `/favicon.ico` pass. */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Sets the viewer's IP on /api/* requests, replacing any value the viewer sent. */
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${EDGE_HEADERS.viewerAddress}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The portal's Content-Security-Policy. `fileOrigins` are the files bucket's S3 endpoints:
 * the browser uploads to them (presigned POST/PUT), downloads exports from them after a 303,
 * and plays support videos from them.
 */
export function contentSecurityPolicy(fileOrigins: string[], frameAncestors = "'none'"): string {
  const files = fileOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI / emotion inject <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${files}`,
    `media-src 'self' blob: ${files}`,
    // The portal embeds external course pages.
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${files}`,
    `frame-ancestors ${frameAncestors}`,
    'upgrade-insecure-requests',
  ].join('; ');
}

export interface WebHostingProps {
  /** Domain name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomainName: string;
  /**
   * The origin-verify value CloudFront sends the API: a CloudFormation dynamic reference to the
   * Secrets Manager secret, resolved at deploy time (never in the template).
   */
  originVerifyValue: string;
  /** Files bucket endpoints the browser may reach (see contentSecurityPolicy). */
  fileOrigins: string[];
  accessLogs: IBucket;
  /** Absolute path of the web build; deployed only when it exists at synth time. */
  webDistPath: string;
  /** Written over the build's portal-config.json when given (context portalConfig). */
  portalConfig?: PortalRuntimeConfig;
}

export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution domain>`. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web-bucket/',
      // Only the build output lives here; it is re-deployed from web/dist.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'SPA fallback: extension-less paths serve /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
    });

    const securityHeaders = (frameable: boolean) => ({
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.fileOrigins, frameable ? "'self'" : "'none'"),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: frameable ? HeadersFrameOption.SAMEORIGIN : HeadersFrameOption.DENY, override: true },
        xssProtection: { protection: false, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }],
      },
    });
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Portal security headers and Content-Security-Policy',
      ...securityHeaders(false),
    });
    // The built-in frame placeholder (docs/frames.md) is the one page the portal frames itself.
    const frameableHeaders = new ResponseHeadersPolicy(this, 'FrameableHeaders', {
      comment: 'Portal security headers for the frame placeholder: framed by the portal only',
      ...securityHeaders(true),
    });
    const s3Origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      comment: 'API requests: the viewer IP for the per-address sign-in throttle',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Learning portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: s3Origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [FRAME_PLACEHOLDER_PATH]: {
          origin: s3Origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: frameableHeaders,
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            readTimeout: Duration.seconds(30),
            customHeaders: { [EDGE_HEADERS.originVerify]: props.originVerifyValue },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Forwards Authorization (only the managed all-viewer policies may, caching off) and the viewer address.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.origin = `https://${this.distribution.distributionDomainName}`;

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: the portal serves a national organisation whose staff and participants sign in from anywhere.',
    );
    // AwsSolutions-CFR2 (a WAF web ACL) holds: the stack attaches cdk/lib/waf.ts's web ACL.
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The distribution uses the default *.cloudfront.net certificate, for which CloudFront does not allow ' +
        'setting the minimum viewer TLS version; a custom domain with an ACM certificate would set TLSv1.2_2021.',
    );

    if (existsSync(props.webDistPath)) {
      this.deployWeb(props.webDistPath, props.portalConfig);
    } else {
      Annotations.of(this).addWarningV2(
        'portal:web-dist-missing',
        `${props.webDistPath} does not exist: the web build is not deployed. Run "npm run build:web" before "cdk deploy".`,
      );
    }
  }

  /**
   * Hashed files under assets/ are immutable; everything else (index.html …) is revalidated.
   * Old assets are kept (prune: false) so open tabs of the previous build still load their chunks.
   */
  private deployWeb(webDistPath: string, portalConfig: PortalRuntimeConfig | undefined): void {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(webDistPath)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      // Sources are unpacked in order into one folder: the context's portal-config.json replaces the build's.
      sources: [Source.asset(webDistPath), ...(portalConfig ? [Source.jsonData(PORTAL_CONFIG_PATH.slice(1), portalConfig)] : [])],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    pages.node.addDependency(assets);

    // Both deployments share aws-cdk-lib's singleton handler (a stack-level construct); its role
    // and policy are its children, so acknowledging on it covers nothing else.
    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found');
    const why = 'aws-cdk-lib BucketDeployment handler, which runs only during cdk deploy to copy web/dist into the web bucket';
    acknowledge(handler, 'AwsSolutions-L1', `${why}: its Python runtime is chosen by aws-cdk-lib and not configurable.`);
    acknowledge(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      `${why}: AWSLambdaBasicExecutionRole is the AWS-managed minimal logging policy CDK attaches to it.`,
    );
    const ownBucket = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as never);
    const grants: [string, string][] = [
      ['Action::s3:GetObject*', 'reads the deployment asset and the web bucket objects'],
      ['Action::s3:GetBucket*', 'reads the asset and web bucket locations'],
      ['Action::s3:List*', 'lists the asset and web buckets to sync them'],
      ['Action::s3:DeleteObject*', 'replaces objects of the web bucket'],
      ['Action::s3:Abort*', 'aborts its own failed multipart uploads to the web bucket'],
      [
        'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
        'reads the zipped build from the CDK bootstrap asset bucket',
      ],
      [`Resource::<${ownBucket}.Arn>/*`, 'writes every object of the web bucket (the whole build)'],
      ['Resource::*', 'creates and reads CloudFront invalidations, which CDK grants on * for this handler'],
    ];
    for (const [finding, what] of grants) {
      acknowledge(handler, `AwsSolutions-IAM5[${finding}]`, `${why}: the grant CDK generates ${what}.`);
    }
  }
}
