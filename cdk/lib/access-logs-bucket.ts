/**
 * The bucket that receives S3 server access logs (web and files buckets) and CloudFront standard
 * logs. CloudFront standard logging writes through bucket ACLs, so object ownership is
 * BUCKET_OWNER_PREFERRED (ACLs enabled, public access still fully blocked).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

export class AccessLogsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.bucket,
      'AwsSolutions-S1',
      'This bucket is the access-log destination itself; logging its own accesses into itself would loop.',
    );
  }
}
