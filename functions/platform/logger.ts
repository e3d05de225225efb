/**
 * Structured JSON logs, one line each, for CloudWatch Logs Insights. Callers
 * pass only the fields they choose; request bodies, passwords, tokens and
 * cookies are never handed to the logger, and keys that look secret are
 * dropped as a second line of defence.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const secretKeyPattern = /pass|token|secret|authorization|cookie/i;

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return order[configured] ?? order.info;
}

function withoutSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !secretKeyPattern.test(key)));
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...withoutSecrets(fields) });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
