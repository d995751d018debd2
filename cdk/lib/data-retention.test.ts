/**
 * Where the portal's data lives nothing is lost by a deploy or a change of the stack: the table and
 * the files bucket (issued certificates, templates, support media) are retained when their
 * resource is removed or replaced, the table keeps point-in-time recovery and refuses deletion, and
 * the bucket keeps the previous version of what is overwritten or deleted (docs/operations.md,
 * "Restore"). A refactor that drops one of these fails here, not in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCURRENT_DAYS, TMP_PREFIX, UPLOAD_PREFIX } from './files-bucket.ts';
import { synthPortal, type SynthesizedPortal } from './testing.ts';

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

type LifecycleRule = {
  Prefix?: string;
  Status?: string;
  ExpirationInDays?: number;
  ExpirationDate?: string;
  NoncurrentVersionExpiration?: { NoncurrentDays: number };
  ExpiredObjectDeleteMarker?: boolean;
};
type Replica = { PointInTimeRecoverySpecification?: unknown; DeletionProtectionEnabled?: boolean };

let portal: SynthesizedPortal;
let resources: Record<string, Resource>;

const logicalId = (construct: { node: { defaultChild?: unknown } }) => portal.stack.getLogicalId(construct.node.defaultChild as never);

beforeAll(() => {
  portal = synthPortal();
  resources = portal.template.toJSON().Resources as Record<string, Resource>;
});

afterAll(() => portal?.cleanup());

describe('the table', () => {
  it('is retained on delete and on replacement', () => {
    const table = resources[logicalId(portal.stack.table.table)]!;
    expect(table.Type).toBe('AWS::DynamoDB::GlobalTable');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });

  it('has point-in-time recovery and deletion protection on its replica', () => {
    const replicas = resources[logicalId(portal.stack.table.table)]!.Properties.Replicas as Replica[];
    expect(replicas).toHaveLength(1);
    expect(replicas[0]!.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(replicas[0]!.DeletionProtectionEnabled).toBe(true);
  });

  it('is the only table of the stack (no second copy of the data to forget)', () => {
    const tables = Object.values(resources).filter((r) => /^AWS::DynamoDB::(Global)?Table$/.test(r.Type));
    expect(tables).toHaveLength(1);
  });
});

describe('the files bucket', () => {
  const bucket = () => resources[logicalId(portal.stack.filesBucket.bucket)]!;

  it('is retained on delete and on replacement', () => {
    expect(bucket().DeletionPolicy).toBe('Retain');
    expect(bucket().UpdateReplacePolicy).toBe('Retain');
  });

  it('is versioned, noncurrent versions kept NONCURRENT_DAYS and orphan delete markers cleaned', () => {
    expect(bucket().Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket().Properties.LifecycleConfiguration as { Rules: LifecycleRule[] }).Rules;
    const global = rules.filter((rule) => rule.Prefix === undefined && rule.NoncurrentVersionExpiration);
    expect(global).toEqual([
      expect.objectContaining({
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_DAYS },
        ExpiredObjectDeleteMarker: true,
      }),
    ]);
    expect(NONCURRENT_DAYS).toBeGreaterThanOrEqual(30);
    // No rule expires current versions outside the two throwaway prefixes.
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined || rule.ExpirationDate !== undefined);
    expect(expiring.map((rule) => rule.Prefix).sort()).toEqual([TMP_PREFIX, UPLOAD_PREFIX].sort());
    // What tmp/ and uploads/ expire does not linger as noncurrent versions.
    for (const rule of expiring) expect(rule.NoncurrentVersionExpiration).toEqual({ NoncurrentDays: 1 });
  });

  it('is never emptied by CloudFormation (no auto-delete-objects custom resource)', () => {
    expect((bucket().Properties.Tags as unknown[] | undefined) ?? []).not.toContainEqual(
      expect.objectContaining({ Key: 'aws-cdk:auto-delete-objects' }),
    );
    const autoDelete = Object.values(resources).filter(
      (r) =>
        r.Type === 'Custom::S3AutoDeleteObjects' &&
        JSON.stringify(r.Properties.BucketName) === JSON.stringify({ Ref: logicalId(portal.stack.filesBucket.bucket) }),
    );
    expect(autoDelete).toEqual([]);
  });
});
