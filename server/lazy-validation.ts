// Route validators compiled on first use instead of all at start: Ajv compiles every route's schemas when the server
// starts, which took about a third of a second of a start on an existing data folder; a route's first request now
// pays for its own (a few milliseconds), and routes never called cost nothing.
import AjvCompiler from '@fastify/ajv-compiler';
import { type FastifySchemaCompiler } from 'fastify';

type Validator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type BuildValidator = ReturnType<typeof AjvCompiler>;

/** Fastify's own validator factory (Ajv with its defaults and the app's `ajv` options), compiling each schema on first use. */
export function lazyValidators(): { buildValidator: BuildValidator } {
  const eager = AjvCompiler();
  const buildValidator = ((externalSchemas: unknown, options: unknown) => {
    const compile = (eager as (schemas: unknown, options: unknown) => FastifySchemaCompiler<unknown>)(
      externalSchemas,
      options,
    );
    return (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => {
      let compiled: Validator | undefined;
      const real = (): Validator => (compiled ??= compile(route) as Validator);
      const validator: Validator = (data, context) => {
        const fn = real();
        const result = context === undefined ? fn(data) : fn(data, context);
        validator.errors = fn.errors;
        return result;
      };
      // Fastify passes Ajv's parent-data context when the validator has a schema environment (Ajv's functions do).
      Object.defineProperty(validator, 'schemaEnv', { get: () => real().schemaEnv });
      return validator;
    };
  }) as unknown as BuildValidator;
  return { buildValidator };
}
