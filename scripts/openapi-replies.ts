// `npm run openapi:replies`: writes server/openapi/replies.generated.json, the answer schema of every route of the
// reference server, from the core types the routes name as their `Reply` type argument
// (`app.post<{ Body: DeviceRegistration; Reply: DeviceRegistered }>('/client-device/register', ...)`).
//
// It reads every route registration in server/**/*.ts with the TypeScript compiler API, turns the reply types into
// JSON Schema with ts-json-schema-generator (the shared types once, under $defs) and keys each schema by the method
// and the path as the route writes it (without its plugin's prefix; `*` where the path is built from a variable). The
// OpenAPI description (server/openapi/replies.ts) adds them as each operation's 200 answer. `--check` only says
// whether the committed file is up to date.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPLIES_FILE = join(ROOT, 'server/openapi/replies.generated.json');
const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** A route registration found in the source. */
export interface FoundRoute {
  key: string;
  file: string;
  reply: string | undefined;
}

/** Every .ts file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The path of a route as written: a string (or a constant's), or a template whose variable parts are `*`. */
function pathOf(node: ts.Expression | undefined, checker: ts.TypeChecker): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : undefined;
}

/** The generated schemas: `routes` (key → its success status and schema, referring to `$defs`) and the shared `$defs`. */
export interface Replies {
  routes: Record<string, { status: number; schema: unknown }>;
  $defs: Record<string, unknown>;
}

/** Finds the routes and their reply types, and generates the schemas. */
export function generateReplies(): Replies & { found: FoundRoute[] } {
  const files = sourceFiles(join(ROOT, 'server'));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    resolveJsonModule: true,
  });
  const checker = program.getTypeChecker();
  const found: FoundRoute[] = [];
  const imports = new Map<string, { name: string; from: string }>();
  const aliases: string[] = [];
  const statuses: Record<string, number> = {};

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        METHODS.has(node.expression.name.text)
      ) {
        const path = pathOf(node.arguments[0], checker);
        if (path?.startsWith('/')) {
          const key = `${node.expression.name.text.toUpperCase()} ${path}`;
          const literal = node.typeArguments?.[0];
          const member =
            literal && ts.isTypeLiteralNode(literal)
              ? literal.members.find(
                  (item): item is ts.PropertySignature =>
                    ts.isPropertySignature(item) && item.name.getText(source) === 'Reply',
                )
              : undefined;
          // A route that answers through the read cache names its answer there: `cachedAnswer<ContentPage>(...)`.
          let replyType = member?.type;
          let status = 200;
          const inHandler = (child: ts.Node) => {
            if (
              !replyType &&
              ts.isCallExpression(child) &&
              ts.isIdentifier(child.expression) &&
              child.expression.text === 'cachedAnswer'
            )
              replyType = child.typeArguments?.[0];
            // `reply.status(201)`: the status of a route that creates.
            if (
              ts.isCallExpression(child) &&
              ts.isPropertyAccessExpression(child.expression) &&
              ['status', 'code'].includes(child.expression.name.text) &&
              child.arguments[0] &&
              ts.isNumericLiteral(child.arguments[0])
            ) {
              const code = Number(child.arguments[0].text);
              if (code > 200 && code < 300 && code !== 206) status = code;
            }
            child.forEachChild(inHandler);
          };
          node.arguments.slice(1).forEach(inHandler);
          found.push({ key, file: relative(ROOT, file), reply: replyType?.getText(source) });
          if (replyType) statuses[key] = status;
          if (replyType) {
            // Each name the reply type uses is imported from where it is declared.
            const names = new Map<string, string>();
            const collect = (typeNode: ts.Node) => {
              if (ts.isTypeReferenceNode(typeNode) && ts.isIdentifier(typeNode.typeName)) {
                let symbol = checker.getSymbolAtLocation(typeNode.typeName);
                if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
                const declaration = symbol?.declarations?.[0];
                if (symbol && declaration) {
                  const from = declaration.getSourceFile().fileName.replace(/\.ts$/, '');
                  const local = `${symbol.name}__${imports.size}`;
                  const known = [...imports.entries()].find(
                    ([, value]) => value.name === symbol!.name && value.from === from,
                  );
                  const alias = known?.[0] ?? local;
                  if (!known) imports.set(alias, { name: symbol.name, from });
                  names.set(typeNode.typeName.text, alias);
                }
              }
              typeNode.forEachChild(collect);
            };
            collect(replyType);
            const text = replyType
              .getText(source)
              .replace(/\b[A-Za-z_][A-Za-z0-9_]*\b/g, (name) => names.get(name) ?? name);
            aliases.push(`  ${JSON.stringify(key)}: ${text};`);
          }
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }

  const dir = mkdtempSync(join(tmpdir(), 'openapi-replies-'));
  const entry = join(dir, 'replies.ts');
  try {
    writeFileSync(
      entry,
      [
        ...[...imports.entries()].map(
          ([alias, { name, from }]) => `import type { ${name} as ${alias} } from ${JSON.stringify(from)};`,
        ),
        'export interface AllReplies {',
        ...aliases,
        '}',
        '',
      ].join('\n'),
    );
    const generator = createGenerator({
      path: entry,
      tsconfig: join(ROOT, 'tsconfig.json'),
      type: 'AllReplies',
      skipTypeCheck: true,
      expose: 'export',
      topRef: false,
      jsDoc: 'extended',
      additionalProperties: true,
    });
    const schema = generator.createSchema('AllReplies') as {
      properties: Record<string, unknown>;
      definitions?: Record<string, unknown>;
    };
    // JSON Schema 2020-12 names ($defs), and names an OpenAPI component may have (`TablePage<AdminTag>` is
    // `TablePage_AdminTag`).
    const names = Object.keys(schema.definitions ?? {});
    const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');
    let text = JSON.stringify({
      routes: schema.properties,
      $defs: Object.fromEntries(Object.entries(schema.definitions ?? {}).map(([name, def]) => [safe(name), def])),
    });
    for (const name of names)
      text = text.replaceAll(`"#/definitions/${encodeURIComponent(name)}"`, `"#/$defs/${safe(name)}"`);
    if (text.includes('#/definitions/')) throw new Error('a reference the generator made is not in its definitions');
    const parsed = JSON.parse(text) as { routes: Record<string, unknown>; $defs: Record<string, unknown> };
    const routes = Object.fromEntries(
      Object.entries(parsed.routes).map(([key, schema]) => [key, { status: statuses[key] ?? 200, schema }]),
    );
    return { routes, $defs: parsed.$defs, found };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The file's text: sorted keys, two-space indents, a final line break. */
export function repliesText(replies: Replies): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sorted(item)]),
    );
  };
  return `${JSON.stringify({ routes: sorted(replies.routes), $defs: sorted(replies.$defs) }, null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const replies = generateReplies();
  const text = repliesText(replies);
  const without = replies.found.filter((route) => !route.reply);
  if (process.argv.includes('--check')) {
    const current = readFileSync(REPLIES_FILE, 'utf8');
    if (current !== text) {
      console.error('server/openapi/replies.generated.json is stale: run npm run openapi:replies');
      process.exit(1);
    }
    console.log('server/openapi/replies.generated.json is up to date');
  } else {
    writeFileSync(REPLIES_FILE, text);
    console.log(
      `${Object.keys(replies.routes).length} reply schemas (${Object.keys(replies.$defs).length} shared) written; ` +
        `${without.length} routes name no Reply: ${without.map((route) => route.key).join(', ')}`,
    );
  }
}
