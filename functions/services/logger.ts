/** Structured JSON logs, one line each, carrying the request id of the current request. */
import { config } from './config.ts';
import { currentRequest } from './request-context.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = LEVELS[safeLevel()];
  if (LEVELS[level] < threshold) return;
  const request = currentRequest();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    requestId: request?.requestId,
    routeKey: request?.routeKey,
    userId: request?.userId,
    ...fields,
  });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

function safeLevel(): Level {
  try {
    return config().logLevel;
  } catch {
    return 'info';
  }
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
