/** The DynamoDB usage of one handler call, read from the metrics header the benchmark also reads. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { resetConfig } from '../../functions/services/config.ts';
import { METRICS_HEADER } from '../../functions/core/middlewares/request-logging.ts';

export interface CallMetrics {
  calls: number;
  /** Calls sent together count once (request-context.ts). */
  round_trips: number;
  rcu: number;
  ops: Record<string, number>;
}

/** Runs `call` with the metrics header switched on and answers its result and DynamoDB usage. */
export async function withDynamoMetrics(
  call: () => Promise<APIGatewayProxyStructuredResultV2>,
): Promise<{ result: APIGatewayProxyStructuredResultV2; metrics: CallMetrics }> {
  process.env.PORTAL_EXPOSE_METRICS = '1';
  resetConfig();
  try {
    const result = await call();
    return { result, metrics: JSON.parse(String(result.headers?.[METRICS_HEADER])) as CallMetrics };
  } finally {
    delete process.env.PORTAL_EXPOSE_METRICS;
    resetConfig();
  }
}
