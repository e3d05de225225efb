import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs, one line each, for CloudWatch Logs Insights, written
 * by Powertools Logger (level, message, timestamp, service, X-Ray trace id).
 * Each line of an API request also carries its request's keys
 * (`withRequestLogKeys`): the request id the audit log records, the route, a
 * cold start, and the caller's account id — never names, emails, tokens or
 * bodies. Callers pass only the fields they choose; keys that look secret are
 * dropped as a second line of defence.
 *
 * The request keys live in an AsyncLocalStorage rather than in Powertools'
 * own appended keys: the local runtime serves many requests at once in one
 * process, where keys appended to the one logger would be another request's.
 * Under `npm start` (POWERTOOLS_DEV) each line is indented to read in a terminal.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const secretKeyPattern = /pass|token|secret|authorization|cookie/i;

/** What every line of one API request says about it. */
export interface RequestLogKeys {
  requestId: string;
  routeId: string;
  coldStart: boolean;
  /** The caller's account, once signed in. */
  accountId?: string;
}

const requestKeys = new AsyncLocalStorage<RequestLogKeys>();

// Read on each line, as before: tests and scripts change LOG_LEVEL while running.
function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return order[configured] ?? order.info;
}

function withoutSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !secretKeyPattern.test(key)));
}

/** Made on first use, after the local runtime has set its environment; the level is checked here, so it writes all. */
let made: Logger | undefined;
const powertools = () => (made ??= new Logger({ serviceName: 'school', logLevel: 'DEBUG' }));

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  powertools()[level](message, { ...requestKeys.getStore(), ...withoutSecrets(fields) });
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/** Runs one API request with its keys on every line it logs. */
export function withRequestLogKeys<T>(keys: RequestLogKeys, run: () => T): T {
  return requestKeys.run(keys, run);
}

/** Adds the caller's account to the current request's lines, once it is known. */
export function logCallerAccount(accountId: string | undefined): void {
  const keys = requestKeys.getStore();
  if (keys && accountId) keys.accountId = accountId;
}
