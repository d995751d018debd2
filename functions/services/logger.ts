/**
 * Structured JSON logs, one line each, through Powertools for AWS Lambda's Logger (issue 29): the
 * fields the portal has always written (time, level, message, the request's id, route and
 * caller) plus the service, the cold start and the X-Ray trace, from one formatter.
 *
 * The level comes from LOG_LEVEL (config.ts; Powertools' own POWERTOOLS_LOG_LEVEL wins when set);
 * POWERTOOLS_LOGGER_SAMPLE_RATE (0-1) logs that share of invocations at debug, to see what a busy
 * function does without debug everywhere. The handler's middy chain adds the Lambda context
 * (functions/core/http-handler.ts, injectLambdaContext).
 */
import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { currentRequest } from './request-context.ts';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** The portal's line: its fields first, in the order they have always been, then the call's own. */
class PortalLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const request = currentRequest();
    return new LogItem({
      attributes: {
        time: attributes.timestamp.toISOString(),
        level: attributes.logLevel.toLowerCase(),
        message: attributes.message,
        requestId: request?.requestId,
        routeKey: request?.routeKey,
        userId: request?.userId,
        service: attributes.serviceName,
        cold_start: attributes.lambdaContext?.coldStart,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        xray_trace_id: attributes.xRayTraceId,
        sampling_rate: attributes.sampleRateValue || undefined,
      },
    }).addAttributes(additional);
  }
}

function configuredLevel(): Level {
  const level = process.env.LOG_LEVEL?.toLowerCase();
  return LEVELS.find((known) => known === level) ?? 'info';
}

export const powertoolsLogger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'learning-portal',
  logLevel: configuredLevel().toUpperCase() as Uppercase<Level>,
  logFormatter: new PortalLogFormatter(),
});

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}

/** The portal's calls: a message and its fields (never a bare Error: pass errorFields(error)). */
export const logger = {
  debug: (message: string, fields: Record<string, unknown> = {}) => powertoolsLogger.debug(message, fields),
  info: (message: string, fields: Record<string, unknown> = {}) => powertoolsLogger.info(message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => powertoolsLogger.warn(message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => powertoolsLogger.error(message, fields),
};
