/**
 * The unit prices `npm run cost` multiplies by (scripts/cost/run.ts): AWS on-demand list prices
 * in us-east-1 (N. Virginia) as they were known on `PRICES.asOf`, first tier of each tiered price,
 * no free tier subtracted, no Savings Plan, no tax. They are list prices as of that date and
 * must be checked against https://aws.amazon.com/pricing/ (or the AWS Pricing Calculator) before
 * anyone quotes a figure: change a number here and rerun `npm run cost`.
 */
export const PRICES = {
  asOf: '2026-11-29',
  /** Where the numbers came from: written down, not fetched from the AWS Price List API. */
  source: 'written down from the AWS price pages, not fetched from the AWS Price List API',
  region: 'us-east-1',
  currency: 'USD',
  lambda: {
    /** Per request (invocation). */
    perMillionRequests: 0.2,
    /** arm64, first 7.5 billion GB-s a month. */
    perGbSecondArm64: 0.0000133334,
  },
  apiGateway: {
    /** HTTP API, first 300 million a month; a request is metered in 512 KB steps. */
    perMillionRequests: 1.0,
    meteringStepKB: 512,
  },
  dynamoDb: {
    /** On-demand, Standard table class (the prices of November 2024). */
    perMillionReadRequestUnits: 0.125,
    perMillionWriteRequestUnits: 0.625,
    storagePerGbMonth: 0.25,
    /** Continuous backups (point-in-time recovery), per GB of table (and index) size. */
    pitrPerGbMonth: 0.2,
  },
  s3: {
    /** S3 Standard, first 50 TB. */
    storagePerGbMonth: 0.023,
    /** PUT, COPY, POST, LIST. */
    perThousandPuts: 0.005,
    /** GET, SELECT and the rest. */
    perThousandGets: 0.0004,
    /** Data transfer out to the internet (presigned downloads go from S3 to the browser), first 10 TB. */
    transferOutPerGb: 0.09,
  },
  cloudFront: {
    /** Data transfer out to the internet, United States / Europe (price class 100), first 10 TB. */
    transferOutPerGb: 0.085,
    /** HTTPS requests, United States. */
    perMillionHttpsRequests: 1.0,
  },
  ses: {
    perThousandEmails: 0.1,
  },
  secretsManager: {
    perSecretMonth: 0.4,
    perTenThousandApiCalls: 0.05,
  },
  cloudWatch: {
    /** Logs: standard class ingestion. */
    logIngestionPerGb: 0.5,
    /** Logs: archived storage (what is billed is the compressed size). */
    logStoragePerGbMonth: 0.03,
    /** Custom metrics (EMF lines become metrics), first 10,000. */
    perCustomMetricMonth: 0.3,
    /** Standard-resolution alarm, per metric the alarm reads (a metric-math alarm counts each). */
    perAlarmMetricMonth: 0.1,
    perDashboardMonth: 3.0,
  },
  xRay: {
    perMillionTracesRecorded: 5.0,
  },
  waf: {
    perWebAclMonth: 5.0,
    perRuleMonth: 1.0,
    perMillionRequests: 0.6,
  },
  scheduler: {
    /** EventBridge Scheduler invocations (the first 14 million a month are free; not subtracted). */
    perMillionInvocations: 1.0,
  },
};

export type Prices = typeof PRICES;
