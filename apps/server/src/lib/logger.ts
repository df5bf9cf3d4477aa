import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config.ts';

// Headers that carry credentials never reach a log line.
const REDACTED_PATHS = [
  'req.headers.accesstoken',
  'req.headers.refreshtoken',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

type SerializedError = Record<string, unknown> & { message?: string; stack?: string };

// Drizzle writes "Failed query: <sql>\nparams: <values>" into the message (and so the stack).
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n\s*at |\ncaused by: |$)/g;
// SQLSTATE class 22 (data exception) messages quote the offending value: invalid input syntax … "52000000".
const QUOTES_A_VALUE = /^22/;
const QUOTED = /"[^"]*"/g;

function causesOf(error: unknown): Array<Record<string, unknown>> {
  const chain: Array<Record<string, unknown>> = [];
  for (let node = error; node && typeof node === 'object' && chain.length < 10; node = (node as Error).cause) {
    chain.push(node as Record<string, unknown>);
  }
  return chain;
}

/**
 * Serializes an error for the log without the values of a failed query — a person's income, deposit,
 * address: no bound parameters, no value PostgreSQL quotes in a data-exception message, no `detail`
 * (which quotes the offending row). The SQL, the SQLSTATE and the constraint stay.
 *
 * @example
 * serializeError(new DrizzleQueryError('select $1::int', [52000000], pgError)).message
 * // 'Failed query: select $1::int\nparams: [redacted]'
 */
export function serializeError(error: unknown): SerializedError {
  const serialized = { ...(pino.stdSerializers.err(error as Error) as SerializedError) };
  const chain = causesOf(error);
  const failedQuery = chain.some((node) => 'params' in node);
  const quotedValues = chain.flatMap((node) =>
    typeof node.code === 'string' && QUOTES_A_VALUE.test(node.code) && typeof node.message === 'string'
      ? [[node.message, node.message.replace(QUOTED, '"[redacted]"')] as const]
      : [],
  );
  const redact = (text: string) =>
    quotedValues.reduce(
      (redacted, [original, replacement]) => redacted.split(original).join(replacement),
      failedQuery ? text.replace(QUERY_PARAMETERS, '\nparams: [redacted]') : text,
    );
  if (typeof serialized.message === 'string') serialized.message = redact(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redact(serialized.stack);
  if ('params' in serialized) serialized.params = '[redacted]';
  if ('detail' in serialized) serialized.detail = '[redacted]';
  return serialized;
}

/** The process's one logger (pino): configured level, credentials and query values redacted. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: REDACTED_PATHS, serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}
