// The server's layering (DESIGN §5): in every area, routes (HTTP: parse the request, check the session or role, call a
// service, shape the answer) → service (the rules, the transactions) → repository (the queries). No handler talks to
// the database: a route file (server/**/routes.ts, server/**/*.routes.ts) imports no query builder or driver, no
// database module or table, no repository, and calls nothing on a database handle; it may hand the context's handle
// (`ctx.db`) to a service, and name a row's type. And no server source file is over 400 lines, seed data and texts
// aside. Both checks are pure functions over the files' texts, proved here on small violating texts and run over the
// real tree.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The most lines a server source file has. */
const MAX_LINES = 400;

/** A route file: the HTTP side of an area. */
const isRouteFile = (path: string): boolean => /^server\/(.+\/)?(routes|[\w.-]+\.routes)\.ts$/.test(path);

/** A file the line limit spares: seed data (`*seed*.ts`) and texts (`*.texts.ts`). */
const isExemptFromLength = (path: string): boolean => /seed[^/]*\.ts$/.test(path) || path.endsWith('.texts.ts');

/** A module whose text declares tables: importing a value of it is writing a query. */
const declaresTables = (text: string): boolean => /\bpgTable\s*\(/.test(text);

/** The packages that build or run queries. */
const QUERY_PACKAGES = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;

/** A module of the database kernel (server/db/: the database, its tables, its transactions, its migrations). */
const isDatabaseModule = (module: string): boolean => module.startsWith('server/db/');

/** A repository: `repository.ts` or `<name>.repository.ts`. */
const isRepository = (module: string): boolean => /(^|\/|\.)repository$/.test(module);

/** One import (or re-export) of a file: where from, and whether it brings types only. */
interface Imported {
  from: string;
  typeOnly: boolean;
}

/** The imports, re-exports and dynamic imports of a source text. */
function importsOf(source: ts.SourceFile): Imported[] {
  const found: Imported[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      found.push({ from: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      found.push({ from: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ from: node.arguments[0].text, typeOnly: false });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** A database handle: `db`, `tx`, or any `….db`. */
const isDatabaseHandle = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && (node.text === 'db' || node.text === 'tx')) ||
  ((ts.isPropertyAccessExpression(node) || ts.isPropertyAccessChain(node)) && node.name.text === 'db');

/** Where a text talks to the database itself: a call on a database handle, raw SQL (`sql`…``, `.query(`, `.execute(`). */
function queriesOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: receiver, name } = node.expression;
      if (isDatabaseHandle(receiver))
        found.push(`line ${line(node)}: calls ${name.text}() on the database handle ${receiver.getText(source)}`);
      else if (name.text === 'query' || name.text === 'execute')
        found.push(`line ${line(node)}: runs SQL with .${name.text}()`);
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql')
      found.push(`line ${line(node)}: writes SQL (sql\`…\`)`);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** A module specifier as a path from the repository's root, without its extension (a package stays as it is). */
function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.(ts|js|mjs|json)$/, '');
}

/**
 * Why a route file talks to the database, if it does: each import of a query package, of a value of the database
 * kernel or of a module that declares tables, of a repository (a route calls services), and each query it runs.
 * `tableModules` are the modules (paths without extension) that declare tables.
 */
function routeViolations(path: string, text: string, tableModules: ReadonlySet<string>): string[] {
  if (!isRouteFile(path)) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  for (const { from, typeOnly } of importsOf(source)) {
    const module = resolve(path, from);
    if (QUERY_PACKAGES.test(from)) problems.push(`imports ${from}, a query builder or database driver`);
    else if (typeOnly) continue;
    else if (isDatabaseModule(module)) problems.push(`imports a value of the database module ${from}`);
    else if (tableModules.has(module)) problems.push(`imports tables from ${from}`);
    else if (isRepository(module)) problems.push(`calls the repository ${from} (a route calls a service)`);
  }
  return [...problems, ...queriesOf(source)];
}

/** The lines of a text, as `wc -l` counts them. */
const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Why a server source file is too long, if it is. */
function lengthViolations(path: string, text: string): string[] {
  if (isExemptFromLength(path)) return [];
  const lines = lineCount(text);
  return lines > MAX_LINES ? [`${lines} lines (at most ${MAX_LINES})`] : [];
}

/** Every file's violations, keyed by path. */
function layeringViolations(files: readonly { path: string; text: string }[]): string[] {
  const tableModules = new Set(
    files.filter((file) => declaresTables(file.text)).map((file) => file.path.replace(/\.ts$/, '')),
  );
  return files.flatMap(({ path, text }) =>
    [...routeViolations(path, text, tableModules), ...lengthViolations(path, text)].map(
      (problem) => `${path}: ${problem}`,
    ),
  );
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every TypeScript source of the server (the migrations are SQL and their journals). */
function serverSources(dir = join(root, 'server')): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(path);
    return entry.name.endsWith('.ts')
      ? [{ path: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }]
      : [];
  });
}

const ROUTES = 'server/news/routes.ts';
const TABLES = new Set(['server/news/schema']);
const violations = (text: string, path = ROUTES) => routeViolations(path, text, TABLES);
const lines = (count: number) => 'const x = 1;\n'.repeat(count);

describe('a route file reaches the database only through services', () => {
  it('knows a route file by its name', () => {
    expect(isRouteFile('server/content/routes.ts')).toBe(true);
    expect(isRouteFile('server/admin/subjects.routes.ts')).toBe(true);
    expect(isRouteFile('server/content/service.ts')).toBe(false);
    expect(isRouteFile('server/admin/subjects.repository.ts')).toBe(false);
    expect(isRouteFile('ui/content/routes.ts')).toBe(false);
  });

  it('fails a handler that queries through the context, a transaction or raw SQL', () => {
    expect(violations('const rows = await ctx.db.select().from(users);')).toEqual([
      'line 1: calls select() on the database handle ctx.db',
    ]);
    expect(violations('await ctx.db.transaction(async (tx) => tx.insert(users).values(row));')).toEqual([
      'line 1: calls transaction() on the database handle ctx.db',
      'line 1: calls insert() on the database handle tx',
    ]);
    expect(violations('await db.execute(sql`select 1`);')).toEqual([
      'line 1: calls execute() on the database handle db',
      'line 1: writes SQL (sql`…`)',
    ]);
    expect(violations('await pool.query("select 1");')).toEqual(['line 1: runs SQL with .query()']);
  });

  it('fails a route file that imports the query builder, the database, a table or a repository', () => {
    expect(violations("import { and, eq } from 'drizzle-orm';")).toEqual([
      'imports drizzle-orm, a query builder or database driver',
    ]);
    expect(violations("import { type SQL } from 'drizzle-orm';")).toEqual([
      'imports drizzle-orm, a query builder or database driver',
    ]);
    expect(violations("import { users } from '../db/tables';")).toEqual([
      'imports a value of the database module ../db/tables',
    ]);
    expect(violations("import { inTransaction } from '../db/transaction';")).toEqual([
      'imports a value of the database module ../db/transaction',
    ]);
    expect(violations("import { articles } from './schema';")).toEqual(['imports tables from ./schema']);
    expect(violations("import { findItem } from './repository';")).toEqual([
      'calls the repository ./repository (a route calls a service)',
    ]);
    expect(violations("export { listSubjects } from '../shell/subjects.repository';")).toEqual([
      'calls the repository ../shell/subjects.repository (a route calls a service)',
    ]);
    expect(violations("const { findItem } = await import('./repository');")).toEqual([
      'calls the repository ./repository (a route calls a service)',
    ]);
  });

  it('accepts a route that hands the handle to a service and names row types', () => {
    const route = [
      "import { type UserRow } from '../db/tables';",
      "import type { Database } from '../db/database';",
      "import { type StoredMail } from './repository';",
      "import { type NewsRow } from './schema';",
      "import { newsPage } from './service';",
      '// A comment may say ctx.db.select() and sql`select 1`: it runs nothing.',
      'app.get("/news", async (request) => newsPage(ctx, await readerOf(ctx.db, request.query)));',
    ].join('\n');
    expect(violations(route)).toEqual([]);
  });

  it('leaves services and repositories to their own queries', () => {
    const repository = "import { eq } from 'drizzle-orm';\nexport const find = (db) => db.select().from(news);";
    expect(violations(repository, 'server/news/repository.ts')).toEqual([]);
    expect(violations(repository, 'server/news/service.ts')).toEqual([]);
  });
});

describe('a server source file has at most 400 lines', () => {
  it('fails a file one line over, not one at the limit', () => {
    expect(lengthViolations('server/admin/routes.ts', lines(401))).toEqual(['401 lines (at most 400)']);
    expect(lengthViolations('server/admin/routes.ts', lines(400))).toEqual([]);
    expect(lengthViolations('server/admin/routes.ts', `${lines(400)}const y = 2;`)).toEqual([
      '401 lines (at most 400)',
    ]);
  });

  it('spares seed data and texts', () => {
    expect(lengthViolations('server/content/seed.ts', lines(900))).toEqual([]);
    expect(lengthViolations('server/content/events-seed.ts', lines(900))).toEqual([]);
    expect(lengthViolations('server/db/seed-data.ts', lines(900))).toEqual([]);
    expect(lengthViolations('server/account/data-export.texts.ts', lines(900))).toEqual([]);
    expect(lengthViolations('server/content/texts.ts', lines(401))).toEqual(['401 lines (at most 400)']);
  });
});

describe('the server as it is', () => {
  const files = serverSources();

  it('finds the route files and the tables (a scan that saw none would prove nothing)', () => {
    expect(files.filter((file) => isRouteFile(file.path)).length).toBeGreaterThan(30);
    expect(files.filter((file) => declaresTables(file.text)).length).toBeGreaterThan(5);
  });

  it('has no route that talks to the database and no file over 400 lines', () => {
    expect(layeringViolations(files)).toEqual([]);
  });
});
