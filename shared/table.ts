/**
 * The names of the DynamoDB table's indexes and of its TTL attribute: what both the data layer
 * (functions/data/table/table.ts, the key design) and the infrastructure (cdk/lib/data-table.ts,
 * runtime-access.ts) and the local runtime need, so CDK reads them here and not from the data
 * layer. Each index has a `<name>PK` / `<name>SK` key pair, projected in full.
 */
export const INDEX = {
  byUser: 'GSI1',
  eventsByMonth: 'GSI2',
  changesSince: 'GSI3',
} as const;

export const TTL_ATTRIBUTE = 'expiresAt';
