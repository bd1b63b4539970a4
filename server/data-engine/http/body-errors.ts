// A write body refused by its JSON Schema, reported like the record rules
// report: Field is the entity's field (price, not "values"), or the children
// field for a child row, so forms attach the message where it belongs.
import type { ErrorObject } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { describeValidation } from '../../plugins/errors';

export function assertValidBody(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: ErrorObject[] }) | undefined;
  if (!error) return;
  if (!error.validation?.length) throw new ApiError('VALIDATION_ERROR', error.message);
  const described = describeValidation(error.validation, 'body');
  const first = error.validation[0];
  const segments = first.instancePath.split('/').filter(Boolean);
  const missing = (first.params as { missingProperty?: string; additionalProperty?: string }) ?? {};
  const child = missing.missingProperty ?? missing.additionalProperty;
  let field = described.field;
  if (segments[0] === 'values') field = segments[1] ?? child ?? 'values';
  else if (segments[0] === 'children') field = segments[1] ?? child ?? 'children';
  throw new ApiError('VALIDATION_ERROR', described.message, field);
}
