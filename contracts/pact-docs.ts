// The two documents generated from the pacts: the provider states (contracts/PROVIDER-STATES.md), which a provider's
// hook must set up, and the coverage of SPEC §7's calls by interactions (contracts/COVERAGE.md). Pure functions of
// the pact files, SPEC's text and the reference server's state handlers; `npm run pact:coverage` writes both, and a
// test fails when a committed one differs from what they give.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the documents read of a pact's interaction. */
export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    generators?: Record<string, unknown>;
  };
}

/** A pact file as the documents read it. */
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

/** The pact files of a folder, by file name. */
export function readPacts(dir: string): { file: string; pact: PactFile }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, pact: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as PactFile }));
}

// ---------------------------------------------------------------------------------------------------------------
// SPEC §7

/** Where a call goes: the API, the cache service or the app's own origin. */
export type CallBase = 'api' | 'cache' | 'origin';

/** A call SPEC §7 lists: its method(s) when SPEC says them, its path (without the base), or only its words. */
export interface SpecCall {
  section: string;
  base: CallBase;
  methods: string[];
  /** The path as SPEC writes it (`auth/send-confirm-email-token/{x}`); undefined when SPEC names none. */
  path?: string;
  /** SPEC's words for the call. */
  text: string;
}

const METHOD = /^(GET|POST|PUT|DELETE)(?:\s+and\s+(GET|POST|PUT|DELETE))?\b\s*/;
const PATH_WORD = /^[a-z][a-zA-Z0-9-]*(?:\/[a-zA-Z0-9{}*.-]+)*(?:\.json)?$/;

/** The text of SPEC's section `## 7.` (up to the next `## `). */
function sectionSeven(spec: string): string {
  const start = spec.search(/^## 7\. /m);
  if (start < 0) throw new Error('SPEC has no section "## 7."');
  const rest = spec.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** One list item of "Other" as calls: `GET and POST layout`, `user-notification (GET and POST)`, `update-phone/client`. */
function itemCall(section: string, item: string, methods: string[]): SpecCall | undefined {
  let text = item.trim().replace(/\.$/, '');
  let own = [...methods];
  const leading = text.match(METHOD);
  if (leading) {
    own = [leading[1]!, ...(leading[2] ? [leading[2]] : [])];
    text = text.slice(leading[0].length);
  }
  const trailing = text.match(/\s*\((GET|POST|PUT|DELETE)(?:\s+and\s+(GET|POST|PUT|DELETE))?\)$/);
  if (trailing) {
    own = [trailing[1]!, ...(trailing[2] ? [trailing[2]] : [])];
    text = text.slice(0, trailing.index);
  }
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const everyWord = text.replace(/[()]/g, ' ').split(/\s+/).filter(Boolean);
  // A word with a slash or a file's extension (`path client/update/time-spent`, `(user/count-sent-news)`,
  // `appversion.json`), else an item that is one path-like word.
  const pathWord =
    everyWord.find(
      (word) => (word.includes('/') || /\.json$/.test(word)) && PATH_WORD.test(word.replace(/[.;,:]$/, '')),
    ) ?? (words.length === 1 && PATH_WORD.test(words[0]!) ? words[0] : undefined);
  if (!pathWord) return undefined;
  const callPath = pathWord.replace(/[.;,:]$/, '');
  return {
    section,
    base: callPath.endsWith('.json') ? 'origin' : 'api',
    methods: own,
    path: callPath,
    text: item.trim(),
  };
}

/** The calls of one bullet of "Other". */
function bulletCalls(section: string, bullet: string): SpecCall[] {
  const text = bullet.replace(/\s+Payloads and methods not shown\.$/, '').trim();
  if (/^Native shell messages/.test(text)) return [];
  const colon = text.indexOf(':');
  const label = colon >= 0 ? text.slice(0, colon) : '';
  const labelHasPath = /\S\/\S/.test(label);
  const methods = /\ball POST\b/.test(label) ? ['POST'] : (label.match(METHOD)?.slice(1).filter(Boolean) ?? []);
  const body = colon >= 0 && !labelHasPath ? text.slice(colon + 1) : text;
  // `dropdown/* lists (agency, …)` is one call per list; `layoutwdma-hist (history and history by id)` two.
  const expanded = body
    .replace(/dropdown\/\* lists \(([^)]*)\)/, (_all, lists: string) =>
      lists
        .split(/,\s*/)
        .map((list) => `dropdown/${list.trim()}`)
        .join(', '),
    )
    .replace(/(\S+) \(history and history by id\)/, '$1, $1/{id}');
  const items = expanded.split(/,\s+(?:and\s+)?|;\s+|\s+and\s+(?=[a-z][a-z0-9-]*\/)/).filter((item) => item.trim());
  const calls = items
    .map((item) => itemCall(section, item, methods))
    .filter((call): call is SpecCall => call !== undefined);
  if (calls.length > 0) return calls;
  if (colon >= 0 && !METHOD.test(text)) return [];
  // A call SPEC describes without its path ("GET private content").
  const first = text.split(/\.\s/)[0]!.replace(/\.$/, '');
  return [{ section, base: 'api', methods: first.match(METHOD)?.slice(1).filter(Boolean) ?? [], text: first }];
}

/**
 * Every call SPEC §7 lists: the rows of its tables (`POST auth/new-signin`), the cache service's paths and the
 * bullets of "Other" (each path named, with the method SPEC gives; a call described without a path stays as its
 * words). The native shell's messages are not HTTP calls.
 */
export function parseSpecCalls(spec: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const part of sectionSeven(spec).split(/^### /m).slice(1)) {
    const section = part.split('\n')[0]!.trim();
    const lines = part.split('\n').slice(1);
    for (const line of lines) {
      const row = line.match(/^\|\s*(GET|POST|PUT|DELETE)\s+(\S+)[^|]*\|/);
      if (row)
        calls.push({ section, base: 'api', methods: [row[1]!], path: row[2]!, text: line.split('|')[1]!.trim() });
    }
    if (/^Cache service/.test(section)) {
      const paragraph = lines.filter((line) => line.trim() && !line.startsWith('|')).join(' ');
      for (const item of paragraph.replace(/\.$/, '').split(/;\s*/)) {
        const word = item.trim().split(/\s/)[0]!;
        if (PATH_WORD.test(word))
          calls.push({ section, base: 'cache', methods: ['GET'], path: word, text: item.trim() });
      }
    }
    if (section === 'Other') {
      for (const line of lines) {
        const bullet = line.match(/^\s*- (.*)$/);
        if (bullet) calls.push(...bulletCalls(section, bullet[1]!));
      }
    }
  }
  return calls;
}

/** The path of a request without its base (`/api/auth/new-signin` is the API's `auth/new-signin`). */
function requestBase(requestPath: string): { base: CallBase; path: string } {
  if (requestPath.startsWith('/api/')) return { base: 'api', path: requestPath.slice(5) };
  if (requestPath.startsWith('/cache/')) return { base: 'cache', path: requestPath.slice(7) };
  return { base: 'origin', path: requestPath.replace(/^\//, '') };
}

/** Whether an interaction's request is one of SPEC's calls (`{x}` stands for one path segment). */
export function callMatches(call: SpecCall, interaction: PactInteraction): boolean {
  if (!call.path) return false;
  const { base, path: requestPath } = requestBase(interaction.request.path);
  if (base !== call.base) return false;
  if (call.methods.length > 0 && !call.methods.includes(interaction.request.method.toUpperCase())) return false;
  const pattern = call.path
    .split('/')
    .map((segment) => (/^\{[^}]*\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(requestPath);
}

// ---------------------------------------------------------------------------------------------------------------
// The documents

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** The states of an interaction, by name. */
const stateNames = (interaction: PactInteraction) => (interaction.providerStates ?? []).map((state) => state.name);

/** SPEC's call as the table names it. */
const callLabel = (call: SpecCall) =>
  call.path
    ? `${call.methods.length > 0 ? call.methods.join(', ') : 'any method'} ${call.base === 'cache' ? 'cache: ' : call.base === 'origin' ? '/' : ''}${call.path}`
    : `(${call.text}; SPEC names no path)`;

/**
 * contracts/COVERAGE.md: each call of SPEC §7 with the interactions that exercise it and their provider states; the
 * calls with none; and the interactions of calls SPEC §7 does not list.
 */
export function coverageDocument(calls: SpecCall[], pacts: { file: string; pact: PactFile }[]): string {
  const interactions = pacts.flatMap(({ pact }) => pact.interactions);
  const covered = calls.map((call) => ({ call, matched: interactions.filter((i) => callMatches(call, i)) }));
  const withNone = covered.filter(({ matched }) => matched.length === 0);
  const outside = interactions.filter((i) => !calls.some((call) => callMatches(call, i)));
  const total = interactions.length;
  const lines = [
    '# Contract coverage of SPEC §7',
    '',
    'Generated by `npm run pact:coverage` from SPEC §7 (`../shared/SPEC.md`) and the pact files in `contracts/pacts/`;',
    'a test fails when this file differs from what they give. Do not edit it by hand.',
    '',
    `Pacts: ${pacts.map(({ file, pact }) => `${code(file)} (${pact.consumer.name} → ${pact.provider.name}, ${pact.interactions.length} interactions)`).join(', ')}.`,
    '',
    `SPEC §7 lists ${calls.length} calls: ${covered.length - withNone.length} have interactions, ${withNone.length} have none. ` +
      `${total - outside.length} of the ${total} interactions exercise a call of SPEC §7; ${outside.length} exercise calls SPEC §7 does not list.`,
    '',
    '## The calls of SPEC §7',
    '',
    '| SPEC §7 call | section | interactions | their descriptions | provider states |',
    '| --- | --- | --- | --- | --- |',
    ...covered.map(({ call, matched }) => {
      const states = [...new Set(matched.flatMap(stateNames))].sort();
      return `| ${cell(callLabel(call))} | ${cell(call.section)} | ${matched.length} | ${cell(matched.map((i) => i.description).join('; ') || '—')} | ${cell(states.join('; ') || '—')} |`;
    }),
    '',
    '## Calls of SPEC §7 without an interaction',
    '',
    ...(withNone.length > 0
      ? withNone.map(({ call }) => `- ${callLabel(call)} (${call.section}: "${call.text}")`)
      : ['None.']),
    '',
    '## Interactions of calls SPEC §7 does not list',
    '',
    "Calls of the app's pacts that SPEC §7's list does not name (by the request's method and path).",
    '',
    '| call | interactions | their descriptions |',
    '| --- | --- | --- |',
    ...groupBy(outside, (i) => `${i.request.method.toUpperCase()} ${i.request.path}`).map(
      ([call, group]) => `| ${cell(call)} | ${group.length} | ${cell(group.map((i) => i.description).join('; '))} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Items grouped by a key, in the keys' sorted order. */
function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The values an interaction takes from its provider state: each `${name}` of its request's generators, with the pact's example. */
export function stateValues(interaction: PactInteraction): Record<string, string> {
  const values: Record<string, string> = {};
  const generators = (interaction.request.generators ?? {}) as Record<string, unknown>;
  const fromExpression = (generator: unknown, example: string | undefined) => {
    const { type, expression } = (generator ?? {}) as { type?: string; expression?: string };
    if (type !== 'ProviderState' || !expression) return;
    const names = [...expression.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!);
    const pattern = expression
      .split(/\$\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.*?)');
    const found = example?.match(new RegExp(`^${pattern}$`));
    names.forEach((name, index) => (values[name] = found?.[index + 1] ?? '(a value)'));
  };
  fromExpression(generators.path, interaction.request.path);
  for (const [name, generator] of Object.entries((generators.query ?? {}) as Record<string, unknown>))
    fromExpression(generator, interaction.request.query?.[name]?.[0]);
  for (const [name, generator] of Object.entries((generators.header ?? {}) as Record<string, unknown>))
    fromExpression(generator, interaction.request.headers?.[name]?.[0]);
  for (const generator of Object.values((generators.body ?? {}) as Record<string, unknown>))
    fromExpression(generator, undefined);
  return values;
}

/**
 * contracts/PROVIDER-STATES.md: every provider state the pacts use, with the params it receives (and example values),
 * the values its answer must carry, an example request and answer of the hook, the interactions that use it and the
 * reference server's handler. `handlers` maps each handler file to the states it sets up.
 */
export function providerStatesDocument(
  pacts: { file: string; pact: PactFile }[],
  handlers: Record<string, string[]>,
): string {
  const interactions = pacts.flatMap(({ pact }) => pact.interactions);
  const uses = new Map<string, { interaction: PactInteraction; params: Record<string, unknown> }[]>();
  for (const interaction of interactions)
    for (const state of interaction.providerStates ?? [])
      uses.set(state.name, [...(uses.get(state.name) ?? []), { interaction, params: state.params ?? {} }]);
  const handlerOf = (state: string) => Object.keys(handlers).find((file) => handlers[file]!.includes(state));
  const names = [...uses.keys()].sort((a, b) => a.localeCompare(b));
  const unused = Object.values(handlers)
    .flat()
    .filter((state) => !uses.has(state))
    .sort();
  const lines = [
    '# Provider states',
    '',
    "Generated by `npm run pact:coverage` from the pact files in `contracts/pacts/` and the reference server's state",
    'handlers (`contracts/provider-states/`); a test fails when this file differs from what they give, or when a state',
    'the pacts use has no handler. Do not edit it by hand.',
    '',
    '## The hook',
    '',
    "Before each interaction the Pact verifier posts the interaction's provider state to the provider's states hook",
    '(Pact\'s state change URL, with the state in the body), and again after it with `"action": "teardown"`:',
    '',
    '```http',
    'POST /_pact/provider-states',
    'Content-Type: application/json',
    '',
    '{ "state": "the subscriber is signed in", "params": { "email": "assinante@example.com", "token": "pact-session-token" }, "action": "setup" }',
    '```',
    '',
    'The hook answers 200 with a JSON object: the values the interaction takes from the state (below, "answer"), or any',
    "object (`{}`) when it takes none. A state it does not know is a 400 naming it. Every setup starts from the seeded database: the seed's",
    'accounts (`assinante@example.com`, `gratuito@example.com`, the staff accounts, password `Celeiro#2026`), plans and',
    'subjects, as `server/db/seed-data.ts` describes them. Tokens in the params are the values the interactions send:',
    'the state makes them valid (a session whose access token is `token`, a two-factor challenge `token` with code',
    '`code`, …). A teardown has nothing to undo in the reference server (the next setup seeds again).',
    '',
    'The reference server serves the hook only when started with `PACT_PROVIDER_STATES=true` (never in production:',
    'it refuses to start with it). Point the verifier elsewhere with `PACT_PROVIDER_STATES_URL`.',
    '',
    `## The ${names.length} states`,
    '',
  ];
  for (const name of names) {
    const used = uses.get(name)!;
    const paramNames = [...new Set(used.flatMap(({ params }) => Object.keys(params)))].sort();
    const answer = Object.assign({}, ...used.map(({ interaction }) => stateValues(interaction))) as Record<
      string,
      string
    >;
    const handler = handlerOf(name);
    const example = used[0]!.params;
    lines.push(
      `### ${name}`,
      '',
      `- Params: ${
        paramNames.length > 0
          ? paramNames
              .map(
                (param) =>
                  `${code(param)} (${[
                    ...new Set(
                      used
                        .map(({ params }) => params[param])
                        .filter((v) => v !== undefined)
                        .map((v) => JSON.stringify(v)),
                    ),
                  ].join(', ')})`,
              )
              .join('; ')
          : 'none'
      }.`,
      `- Answer: ${
        Object.keys(answer).length > 0
          ? Object.keys(answer)
              .map((key) => `${code(key)}, used by the request in place of the example ${code(answer[key]!)}`)
              .join('; ')
          : 'any JSON object, `{}` will do (the interactions take no value from it)'
      }.`,
      `- Used by ${used.length} interaction${used.length === 1 ? '' : 's'}: ${used.map(({ interaction }) => `"${interaction.description}"`).join('; ')}.`,
      `- Reference handler: ${handler ? code(`contracts/provider-states/${handler}`) : '**none: the reference server does not know this state**'}.`,
      `- Example: the hook receives ${code(JSON.stringify({ state: name, params: example, action: 'setup' }))} and answers ${code(JSON.stringify(answer))}.`,
      '',
    );
  }
  lines.push(
    '## Handlers no pact uses',
    '',
    ...(unused.length > 0 ? unused.map((state) => `- ${state}`) : ['None.']),
    '',
  );
  return lines.join('\n');
}
