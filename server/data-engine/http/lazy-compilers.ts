// Validators and serialisers of the data routes compiled on first use
// instead of at start-up. Every entity brings ~10 routes with schemas of its
// own fields; compiling all of them up front cost seconds per server start
// (measured: 0.75 s without the data routes, 5.5 s with 38 entities on this
// machine), paid again by every API test file. A route nobody calls is
// never compiled; the first call of one pays a few milliseconds.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { createValidatorCompiler } from '../../plugins/validation';

function lazy<A extends unknown[], R>(build: () => (...args: A) => R): (...args: A) => R {
  let compiled: ((...args: A) => R) | undefined;
  return (...args: A) => (compiled ??= build())(...args);
}

export function useLazyCompilers(app: FastifyInstance): void {
  const validators = createValidatorCompiler();
  const validator: FastifySchemaCompiler<unknown> = (route) => {
    let compiled: ReturnType<typeof validators> | undefined;
    const run = ((data: unknown) => {
      compiled ??= validators(route);
      const result = (compiled as (d: unknown) => unknown)(data);
      run.errors = (compiled as { errors?: unknown }).errors ?? null;
      return result;
    }) as ((data: unknown) => unknown) & { errors: unknown };
    run.errors = null;
    return run as ReturnType<typeof validators>;
  };
  const serializer: FastifySerializerCompiler<unknown> = ({ schema }) => lazy(() => fastJsonStringify(schema as object) as (data: unknown) => string);
  app.setValidatorCompiler(validator);
  app.setSerializerCompiler(serializer);
}
