/**
 * X-Ray tracing through Powertools for AWS Lambda's Tracer (issue 29): the handler's segment
 * (functions/core/http-handler.ts, captureLambdaHandler) and the DynamoDB and S3 clients' calls
 * (functions/data/table/client.ts, storage.ts). Outside Lambda (npm start, the tests) Powertools
 * turns it off by itself, so the same code runs everywhere.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'learning-portal' });
