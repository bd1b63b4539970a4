// The one error handler: whatever goes wrong becomes
// { ok: false, ErrorCode, Message, Field?, MessageKey?, MessageParams? } with the HTTP status that
// config/errors.yaml gives the code. Unexpected errors are logged in full and
// answered with a generic message: no stack trace or SQL ever reaches a client.
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isUniqueViolation } from '../db/adapter';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, type ErrorCode, type ErrorStatuses } from '../errors/api-error';
import { SERVER_TEXTS, serverText, type ServerText } from '../errors/texts';

interface Described {
  code: ErrorCode;
  message: string;
  field?: string;
  /** The message's key and parameters, for the browser to say it in the user's language. */
  text?: ServerText;
  /** Unexpected: log it with its stack. */
  unexpected?: boolean;
  /** An outage, not a bug: logged as a warning, without the stack. */
  outage?: boolean;
  /** The database refused a value that a check should have refused first: logged as a warning. */
  refusedByDatabase?: boolean;
}

function joinPath(instancePath: string, child?: string): string[] {
  const segments = instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return child ? [...segments, child] : segments;
}

/** Turns the first Ajv error into a field name and a sentence a user can act on. */
export function describeValidation(errors: ErrorObject[], context: string | undefined): Described {
  const error = errors[0];
  const params = error.params as Record<string, unknown>;
  let path: string[];
  let message: string;
  switch (error.keyword) {
    case 'required':
      path = joinPath(error.instancePath, String(params.missingProperty));
      message = `${path.join('.')} is required`;
      break;
    case 'additionalProperties':
      path = joinPath(error.instancePath, String(params.additionalProperty));
      message = `${path.join('.')} is not an accepted field`;
      break;
    case 'enum': {
      path = joinPath(error.instancePath);
      const allowed = params.allowedValues as unknown[];
      message = `${path.join('.') || context} must be one of: ${allowed.slice(0, 20).join(', ')}${allowed.length > 20 ? ', ...' : ''}`;
      break;
    }
    case 'pattern': {
      path = joinPath(error.instancePath);
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      message = description ? `${path.join('.') || context} is not in the expected form: ${description}` : `${path.join('.') || context} is not in the expected form`;
      break;
    }
    case 'minProperties':
      path = joinPath(error.instancePath);
      message = `${path.join('.') || context || 'the body'} must contain at least one field`;
      break;
    default:
      path = joinPath(error.instancePath);
      message = `${path.join('.') || context || 'the body'} ${error.message ?? 'is invalid'}`;
  }
  // Field names the top-level input field (Features for Features/3).
  return { code: 'VALIDATION_ERROR', message, field: path[0] };
}

/** Fastify's own 4xx errors (parser, limits, media type) that are safe to explain. */
function describeFastifyError(error: FastifyError): Described | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'BAD_REQUEST', message: 'Send the body as application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'BAD_REQUEST', message: 'The body is not valid JSON' };
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/.test(error.message))) {
    return { code: 'BAD_REQUEST', message: 'The body is not valid JSON' };
  }
  if (error.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
  if (error.statusCode === 415) return { code: 'BAD_REQUEST', message: 'Send the body as application/json' };
  if (error.statusCode === 400 && String(error.code ?? '').startsWith('FST_')) return { code: 'BAD_REQUEST', message: 'The request is malformed' };
  return undefined;
}

/** SQLSTATE of a value out of its column's range, and of values in no form the column reads. */
const OUT_OF_RANGE = '22003';
const MALFORMED = new Set(['22P02', '22007', '22008', '22021', '22P05', '2201B']);

function refusedValue(error: unknown): Described | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === OUT_OF_RANGE) return { code: 'VALIDATION_ERROR', message: SERVER_TEXTS['data.numberTooLarge'], text: serverText('data.numberTooLarge'), refusedByDatabase: true };
  if (typeof code === 'string' && MALFORMED.has(code)) return { code: 'VALIDATION_ERROR', message: SERVER_TEXTS['input.malformedValue'], text: serverText('input.malformedValue'), refusedByDatabase: true };
  return undefined;
}

export function describeError(error: unknown): Described {
  if (error instanceof ApiError) return { code: error.code, message: error.message, field: error.field, text: error.text };
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation) return describeValidation(fastifyError.validation as ErrorObject[], fastifyError.validationContext);
  // A race past the explicit checks (two requests creating the same name at once).
  if (isUniqueViolation(error)) return { code: 'CONFLICT', message: 'This item already exists', unexpected: true };
  // A value the database refused to read (a number beyond its column, text it cannot store): the input's fault. A check
  // should have caught it first, so it is logged (as a warning) to be found; the statement's transaction is rolled back.
  const refused = refusedValue(error);
  if (refused) return refused;
  // The database is down, cut off or overloaded: worth retrying, and not the caller's fault.
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable right now; try again in a moment', outage: true };
  return describeFastifyError(fastifyError) ?? { code: 'INTERNAL_ERROR', message: 'Something went wrong on the server; it has been logged', unexpected: true };
}

export function sendError(reply: FastifyReply, statuses: ErrorStatuses, described: Omit<Described, 'unexpected' | 'outage' | 'refusedByDatabase'>) {
  const body: Record<string, unknown> = { ok: false, ErrorCode: described.code, Message: described.message };
  if (described.field) body.Field = described.field;
  if (described.text) {
    body.MessageKey = described.text.key;
    body.MessageParams = described.text.params;
  }
  return reply.code(statuses[described.code]).send(body);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance, options: { statuses: ErrorStatuses }) => {
    app.setErrorHandler((error, request, reply) => {
      const described = describeError(error);
      if (described.unexpected) request.log.error({ err: error }, 'request failed');
      if (described.refusedByDatabase) request.log.warn({ err: error }, 'the database refused a value no check refused');
      if (described.outage) {
        request.log.warn({ error: (error as Error).message }, 'database unavailable');
        reply.header('retry-after', '5');
      }
      if (described.code === 'INTERNAL_ERROR') described.message += ` (request ${request.id})`;
      return sendError(reply, options.statuses, described);
    });
  },
  { name: 'errors' },
);
