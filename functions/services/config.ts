/**
 * Configuration reaches functions only through environment variables (set by CDK in the
 * cloud and by scripts/start.ts locally). Read once, at cold start.
 */
import { placeholderAddress } from '../../shared/frames.ts';

export interface PortalConfig {
  tableName: string;
  filesBucket: string;
  /** Origin of the web app, for links in e-mails and CORS. */
  webOrigin: string;
  /** Local runtime: the JWT secret itself. Cloud: the ARN of the Secrets Manager secret. */
  jwtSecret?: string;
  jwtSecretArn?: string;
  /**
   * The secret the certificate-signing Ed25519 key is derived from (services/certificate-keys.ts):
   * locally the text itself (generated once into the data folder), in the cloud the ARN of its
   * Secrets Manager secret.
   */
  certificateKey?: string;
  certificateKeyArn?: string;
  /**
   * Cloud: the ARN of the Secrets Manager secret CloudFront sends in x-origin-verify; requests
   * without it are refused. Unset locally, where no CloudFront stands in front: no verification.
   */
  originVerifySecretArn?: string;
  /** `ses` in the cloud, `outbox` on the embedded default. */
  mailTransport: 'ses' | 'outbox';
  mailFrom: string;
  mailOutboxDir?: string;
  /** Emulator endpoints on the embedded default; unset in the cloud. */
  dynamoDbEndpoint?: string;
  s3Endpoint?: string;
  /** Adds the per-request DynamoDB metrics header that the benchmark reads. */
  exposeMetrics: boolean;
  /**
   * Base addresses of the external systems whose addresses the server hands out with a signed
   * token (docs/frames.md): Saba single sign-on and the VEO video-annotation frame. By default
   * the built-in frame placeholder.
   */
  sabaSsoUrl: string;
  veoUrl: string;
  /**
   * Where the survey-refresh job reads unit evaluation answers: `demo` (generated answers, the
   * local default) or the survey system's http(s) address; unset: the job reads nothing and says so.
   */
  surveySource?: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/**
 * The external systems' base addresses alone (the System Settings' defaults, data/content/settings.ts):
 * read without the rest of the configuration, so that the seed can build its items offline.
 */
export function externalAddresses(): Pick<PortalConfig, 'sabaSsoUrl' | 'veoUrl'> {
  return {
    sabaSsoUrl: process.env.SABA_SSO_URL || placeholderAddress('saba-sso'),
    veoUrl: process.env.VEO_URL || placeholderAddress('video-annotations'),
  };
}

let cached: PortalConfig | undefined;

export function config(): PortalConfig {
  cached ??= {
    tableName: required('TABLE_NAME'),
    filesBucket: process.env.FILES_BUCKET ?? '',
    webOrigin: process.env.WEB_ORIGIN ?? 'http://localhost:3000',
    jwtSecret: process.env.JWT_SECRET,
    jwtSecretArn: process.env.JWT_SECRET_ARN,
    certificateKey: process.env.CERTIFICATE_SIGNING_KEY || undefined,
    certificateKeyArn: process.env.CERTIFICATE_SIGNING_KEY_ARN || undefined,
    originVerifySecretArn: process.env.ORIGIN_VERIFY_SECRET_ARN || undefined,
    mailTransport: process.env.MAIL_TRANSPORT === 'ses' ? 'ses' : 'outbox',
    mailFrom: process.env.MAIL_FROM ?? 'no-reply@portal.example.org',
    mailOutboxDir: process.env.MAIL_OUTBOX_DIR,
    dynamoDbEndpoint: process.env.DYNAMODB_ENDPOINT,
    s3Endpoint: process.env.S3_ENDPOINT,
    exposeMetrics: process.env.PORTAL_EXPOSE_METRICS === '1',
    ...externalAddresses(),
    surveySource: process.env.SURVEY_SOURCE?.trim() || undefined,
  };
  return cached;
}

/** Tests change the environment between suites. */
export function resetConfig(): void {
  cached = undefined;
}
