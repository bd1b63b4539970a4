// Request validation: Fastify's default Ajv silently strips unknown fields and
// coerces types ("12" -> 12). Here bodies are strict (an unknown or mistyped
// field is a 400 naming it), while the path and query string, which are text
// by nature, are coerced to the declared types. verbose keeps each error's
// schema so a pattern error can quote the field's description, not a regex. Every schema is compiled once,
// when its route is registered, never per request.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: false, coerceTypes, removeAdditional: false, useDefaults: false, strict: false, verbose: true });
  addFormats(ajv, ['email', 'uri', 'date-time']);
  return ajv;
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = createAjv(false);
  const coercing = createAjv(true);
  return ({ schema, httpPart }) => {
    if (httpPart !== 'body') return coercing.compile(schema as object);
    const validate: ValidateFunction = strict.compile(schema as object);
    // A call with no payload arrives as null; validate it as {} so a missing
    // body reports the missing field ("Email is required"), and hand {} on.
    const run = (data: unknown) => {
      const value = data ?? {};
      const valid = validate(value);
      run.errors = validate.errors;
      return valid ? { value } : false;
    };
    run.errors = null as ValidateFunction['errors'];
    return run;
  };
}
