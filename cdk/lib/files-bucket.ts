/**
 * The private files bucket: uploads (presigned POST from the browser, under `uploads/` until the
 * API records them; expire after a day), generated exports under `tmp/` (expire after a day) and the jobs' data sets. Browsers reach it only through presigned
 * URLs, from the portal origin (CORS).
 *
 * It also holds what cannot be made again: issued certificate PDFs, certificate templates, support
 * media, avatars and projects. So it is versioned (an overwrite or a delete leaves the previous
 * version, kept NONCURRENT_DAYS) and retained when the stack or this construct goes (RETAIN, never
 * autoDeleteObjects); cdk/lib/data-retention.test.ts holds both, and `npm run restore-drill`
 * checks a sample of the files the table names (docs/operations.md, "Restore").
 *
 * Its name is fixed at synth (`<stack>-files-<account>-<region>`, pseudo-parameter tokens only)
 * because the CloudFront Content-Security-Policy must name its endpoint while this bucket's CORS
 * names the CloudFront domain: a generated name would make the two depend on each other.
 */
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export const TMP_PREFIX = 'tmp/';
/**
 * Browser uploads (presigned POST) land here; the API checks each and copies the ones it records
 * elsewhere, so what is left (a cancelled, failed or refused upload) goes after a day.
 */
export const UPLOAD_PREFIX = 'uploads/';
/** Days an overwritten or deleted object's previous version is kept (the window to undo a loss). */
export const NONCURRENT_DAYS = 90;

export interface FilesBucketProps {
  /** Lower-case prefix of the bucket name (derived from the stack name). */
  namePrefix: string;
  accessLogs: IBucket;
}

export class FilesBucket extends Construct {
  readonly bucket: Bucket;
  readonly bucketName: string;

  constructor(scope: Construct, id: string, props: FilesBucketProps) {
    super(scope, id);
    this.bucketName = FilesBucket.nameFor(props.namePrefix);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'files-bucket/',
      lifecycleRules: [
        // Versioned: an expiry leaves a delete marker and a noncurrent version, which go a day later.
        { id: 'expire-tmp', prefix: TMP_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'expire-uploads', prefix: UPLOAD_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(2) },
        // Everything else: a replaced or deleted file can be brought back for NONCURRENT_DAYS; delete
        // markers left with no version behind them are cleaned up.
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
      autoDeleteObjects: false,
    });
  }

  /** `<prefix>-files-<account>-<region>`; the prefix is cut so the name stays within 63 characters. */
  static nameFor(namePrefix: string): string {
    const prefix =
      namePrefix
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 28) || 'portal';
    return `${prefix}-files-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
  }

  /** Origins a browser talks to for presigned uploads and downloads (for the CSP). */
  static browserOrigins(bucketName: string): string[] {
    return [
      `https://${bucketName}.s3.${Aws.REGION}.amazonaws.com`,
      // Clients that still sign us-east-1 URLs on the legacy global endpoint.
      `https://${bucketName}.s3.amazonaws.com`,
    ];
  }

  /** CORS for the portal origin; called once the CloudFront domain exists. */
  allowBrowserOrigin(origin: string): void {
    this.bucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
