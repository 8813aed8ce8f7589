// The Pact contracts and the OpenAPI description say the same: every interaction of the web app's pact file is an
// operation of /api/openapi.json (method and path template), its request body validates against the operation's
// requestBody schema and its response body against the operation's answer for the interaction's status (the pact's
// bodies are examples: their values are validated). Every disagreement is listed at once.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { OPENAPI_PATH } from '../../server/openapi/document';
import { buildTestServer } from '../../server/testing';

interface PactBody {
  content?: unknown;
  contentType?: string;
}
interface Interaction {
  description: string;
  request: { method: string; path: string; body?: PactBody };
  response: { status: number; body?: PactBody };
}
type Content = Record<string, { schema?: object }>;
interface Operation {
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

const pact = JSON.parse(readFileSync('contracts/pacts/celeiro-web-celeiro-api.json', 'utf8')) as {
  interactions: Interaction[];
};

let server: CeleiroServer;
let document: Document;

beforeAll(async () => {
  server = await buildTestServer();
  document = (await server.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Document>();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The operation of a concrete path: a literal path first, else the first template that matches it. */
function operationOf(method: string, path: string): [string, Operation] | undefined {
  const literal = document.paths[path]?.[method.toLowerCase()];
  if (literal) return [path, literal];
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(
      `^${template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}$`,
    );
    const operation = item[method.toLowerCase()];
    if (operation && pattern.test(path)) return [template, operation];
  }
  return undefined;
}

const jsonSchemaOf = (content: Content | undefined) =>
  Object.entries(content ?? {}).find(([type]) => type.includes('json'))?.[1].schema;

describe('the pact file against the OpenAPI description', () => {
  it('has every interaction as an operation whose request and answer schemas its examples validate', () => {
    // The requests are checked whole; the answers without `required`: a pact's answer is the part the web app reads
    // (Pact's verification accepts any answer that has at least those fields), so an example may leave fields out,
    // but every value it gives must be of the described type.
    const validatorOf = (partial: boolean) => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
      const prepare = (schema: object): object =>
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'), (key, value) =>
          partial && key === 'required' && Array.isArray(value) ? undefined : (value as unknown),
        ) as object;
      // The document's components, as one schema the operations' references point into.
      ajv.addSchema(prepare({ $id: 'openapi', components: document.components }), 'openapi');
      return (schema: object, value: unknown) => {
        const check = ajv.compile(prepare(schema));
        return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
      };
    };
    const validateRequest = validatorOf(false);
    const validateAnswer = validatorOf(true);
    const problems: string[] = [];
    let bodies = 0;
    for (const interaction of pact.interactions) {
      const { request, response } = interaction;
      const name = `${interaction.description} (${request.method} ${request.path} → ${response.status})`;
      const found = operationOf(request.method, request.path);
      if (!found) {
        problems.push(`${name}: no operation`);
        continue;
      }
      const [, operation] = found;
      // A request refused as malformed (400 ValidationError) may break its schema: that is what it checks.
      const malformed =
        response.status === 400 && (response.body?.content as { errorType?: string })?.errorType === 'ValidationError';
      const emptyObject = JSON.stringify(request.body?.content) === '{}' && operation.requestBody === undefined;
      if (request.body?.content !== undefined && !malformed && !emptyObject) {
        const schema = jsonSchemaOf(operation.requestBody?.content);
        if (!schema) problems.push(`${name}: a request body, none described`);
        else {
          bodies++;
          problems.push(...validateRequest(schema, request.body.content).map((error) => `${name}: request ${error}`));
        }
      }
      const answer = operation.responses?.[String(response.status)] ?? operation.responses?.default;
      if (!answer) {
        problems.push(`${name}: no answer for ${response.status}`);
        continue;
      }
      if (response.body?.content !== undefined && typeof response.body.content === 'object') {
        const schema = jsonSchemaOf(answer.content);
        if (!schema) problems.push(`${name}: a JSON answer, none described`);
        else {
          bodies++;
          problems.push(...validateAnswer(schema, response.body.content).map((error) => `${name}: answer ${error}`));
        }
      }
    }
    expect(pact.interactions.length).toBeGreaterThan(200);
    expect(bodies).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });
});
