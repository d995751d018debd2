/**
 * The values CloudFront may send in x-origin-verify: the current and the previous version of the
 * Secrets Manager secret, so that a rotation (a new value first, CloudFront's copy on the next
 * deploy, docs/deploy.md) never refuses CloudFront in between. Read again every few minutes, so a
 * rotation reaches warm functions too. `undefined` when no secret is configured: the local
 * runtime, where no CloudFront stands in front.
 */
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config.ts';

const REREAD_AFTER_MS = 5 * 60_000;

let cached: { readAt: number; values: Promise<string[]> } | undefined;

async function readVersions(secretArn: string): Promise<string[]> {
  const client = new SecretsManagerClient({});
  const read = async (VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS') => {
    try {
      return (await client.send(new GetSecretValueCommand({ SecretId: secretArn, VersionStage }))).SecretString;
    } catch (error) {
      // A secret never rotated has no previous version.
      if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  };
  const values = (await Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')])).filter((v): v is string => Boolean(v));
  if (values.length === 0) throw new Error('The origin-verify secret is empty');
  return values;
}

export function acceptedOriginSecrets(now = Date.now()): Promise<readonly string[]> | undefined {
  const { originVerifySecretArn } = config();
  if (!originVerifySecretArn) return undefined;
  if (!cached || now - cached.readAt > REREAD_AFTER_MS) {
    const values = readVersions(originVerifySecretArn);
    cached = { readAt: now, values };
    // A failed read is tried again by the next request, not remembered.
    values.catch(() => {
      if (cached?.values === values) cached = undefined;
    });
  }
  return cached.values;
}
