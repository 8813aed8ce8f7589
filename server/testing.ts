// Helpers for tests and provider states: a throwaway server, a movable clock, and ways to set up users, devices, quick
// sign-in secrets, sessions, challenges and read the mailbox and the push outbox.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { DeviceType, Platform, type Profile } from '../core';
import { buildServer, type CeleiroServer, type ServerOptions } from './app';
import { type Database } from './db/database';
import { seedInto, seedPasswordHashes } from './db/seed';
import { SEED_PASSWORD, SEED_SUBJECTS, SEED_USERS } from './db/seed-data';
import { type UserRow } from './db/tables';
import { insertChallenge } from './auth/challenges.repository';
import { trustDevice as trustDeviceRow } from './auth/trusted-devices.repository';
import { declineBiometry, revokeDeviceSecret, storeBiometricSecret } from './auth/biometric-credentials.repository';
import { listMails, type StoredMail } from './mail/repository';
import { listPushes, type StoredPush } from './push/repository';
import { registerAccountDevice } from './session/push-devices.repository';
import {
  endSessionsByTokens,
  endSessionsOfUser,
  type EndReason,
  insertSession,
  type SessionTokens,
} from './session/repository';
import {
  findUserByEmail,
  insertUser,
  setUserDisabled as setUserDisabledRow,
  setUserRight,
} from './account/users.repository';
import { hashPassword, PASSWORD_HASH_COST } from './security/passwords';
import { type RateLimitName, rateLimitKey } from './security/rate-limit';

export { SEED_PASSWORD, SEED_USERS, SEED_SUBJECTS };

/** What the helpers need from a server: its database and its clock. */
export type ServerState = Pick<CeleiroServer, 'db' | 'now'>;

/** A clock tests can move. */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward. */
  advance: (ms: number) => void;
  /** Sets the clock. */
  set: (date: Date) => void;
}

/** A clock starting at `start` that only moves when told. */
export function createTestClock(start: Date = new Date('2026-03-02T12:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * scrypt's cost for the seed users' passwords on a test server: the same code as the product's at a thirty-second of
 * the CPU (about 2.5 ms a hash or a sign-in instead of 80). Users a test registers, and passwords it changes, are
 * hashed at the full cost, as in the product.
 */
export const TEST_SEED_PASSWORD_COST = 2 ** 10;

/** A server on a fresh in-memory database, quiet, with a loose rate limit unless told otherwise. */
export function buildTestServer(options: ServerOptions = {}): Promise<CeleiroServer> {
  return buildServer({
    // A server in production mode is the product's, whose options refuse a lowered cost.
    seedPasswordCost: options.production ? PASSWORD_HASH_COST : TEST_SEED_PASSWORD_COST,
    dataDir: 'memory://',
    logger: false,
    // A folder that never exists: tests that need a built app pass their own.
    staticDir: fileURLToPath(new URL('./__no_build__', import.meta.url)),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    // No generated content unless a test asks for it (the plans and authors are always there).
    contentItems: 0,
    ...options,
  });
}

/** The tables a reset empties (with every table that refers to one of them) and their numbering. */
const RESET_TABLES = [
  'app_logs',
  'biometric_credentials',
  'mails',
  'push_devices',
  'pushes',
  'rate_limit_counters',
  'sessions',
  'two_factor_challenges',
  'trusted_devices',
  'user_rights',
  'users',
  'subjects',
  'tags',
];

/** What a reset runs on a database: each table's delete, referring tables first, then its sequences' restarts. */
const resetStatements = new WeakMap<Database, Promise<ReturnType<typeof sql.raw>[]>>();

/**
 * The statements that empty the reset's tables as `truncate … restart identity cascade` would. A delete of a few rows
 * costs a tenth of a truncate, which gives each table a new file (about 70 ms for these 37 tables in PGlite).
 */
async function resetStatementsOf(db: Database): Promise<ReturnType<typeof sql.raw>[]> {
  const { rows } = (await db.execute(sql`
    with recursive reached(oid) as (
      select oid from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r'
        and relname in (${sql.join(
          RESET_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})
      union
      select constraints.conrelid from pg_constraint constraints join reached on constraints.confrelid = reached.oid
      where constraints.contype = 'f'
    )
    select tables.relname as child, parents.relname as parent,
      array(
        select pg_get_serial_sequence(format('%I', tables.relname), columns.attname) from pg_attribute columns
        where columns.attrelid = tables.oid and columns.attnum > 0
          and pg_get_serial_sequence(format('%I', tables.relname), columns.attname) is not null
      ) as sequences
    from reached join pg_class tables on tables.oid = reached.oid
    left join pg_constraint references_ on references_.conrelid = tables.oid and references_.contype = 'f'
      and references_.confrelid <> tables.oid
    left join pg_class parents on parents.oid = references_.confrelid
  `)) as unknown as { rows: { child: string; parent: string | null; sequences: string[] }[] };
  const parents = new Map<string, Set<string>>();
  const sequences = new Set<string>();
  for (const row of rows) {
    const ofTable = parents.get(row.child) ?? new Set<string>();
    if (row.parent) ofTable.add(row.parent);
    parents.set(row.child, ofTable);
    for (const sequence of row.sequences) sequences.add(sequence);
  }
  // A table is emptied once no table left to empty refers to it.
  const order: string[] = [];
  const left = new Set(parents.keys());
  while (left.size > 0) {
    const free = [...left].filter((table) => ![...left].some((other) => parents.get(other)?.has(table)));
    if (free.length === 0) throw new Error(`the tables ${[...left].join(', ')} refer to each other in a cycle`);
    for (const table of free) {
      order.push(table);
      left.delete(table);
    }
  }
  return [
    ...order.map((table) => sql.raw(`delete from "${table}"`)),
    ...(sequences.size > 0
      ? [sql.raw(`select ${[...sequences].map((sequence) => `setval('${sequence}', 1, false)`).join(', ')}`)]
      : []),
  ];
}

/** Empties every table and seeds again (the seed users' password hashes are computed once per process). */
export async function resetDatabase(server: ServerState): Promise<void> {
  const hashes = await seedPasswordHashes(TEST_SEED_PASSWORD_COST);
  let statements = resetStatements.get(server.db);
  if (!statements) resetStatements.set(server.db, (statements = resetStatementsOf(server.db)));
  const emptying = await statements;
  await server.db.transaction(async (tx) => {
    for (const statement of emptying) await tx.execute(statement);
    await seedInto(tx, server.now(), hashes);
  });
}

/** The user with this e-mail; throws when there is none. */
export async function getUser(server: ServerState, email: string): Promise<UserRow> {
  const user = await findUserByEmail(server.db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** A user to create; everything but the e-mail has a default (password Celeiro#2026, Subscriber, no rights). */
export interface TestUserInput {
  email: string;
  password?: string;
  name?: string;
  profile?: Profile;
  roles?: string[];
  signature?: string;
  hasQuotesRights?: boolean;
  disabled?: boolean;
  language?: string;
  /** Subject ids the user has rights to; every other enabled subject is listed as not enabled. */
  enabledSubjects?: number[];
}

/** Creates a user. */
export async function createUser(server: ServerState, input: TestUserInput): Promise<UserRow> {
  const now = server.now();
  const enabled = new Set(input.enabledSubjects ?? []);
  const rightSubjects = SEED_SUBJECTS.filter((s) => s.habilitado).map((s) => s.id);
  return insertUser(
    server.db,
    {
      userCode: `CEL-T${randomBytes(4).toString('hex').toUpperCase()}`,
      email: input.email,
      name: input.name ?? 'Usuária de Teste',
      // The seed password's hash is the seed users' own, made once per process (seedPasswordHashes): a probe that
      // creates a user per route would otherwise spend ~80 ms of CPU on each.
      passwordHash:
        input.password === undefined
          ? (await seedPasswordHashes(TEST_SEED_PASSWORD_COST))[0]!
          : await hashPassword(input.password),
      profile: input.profile ?? 1,
      roles: input.roles ?? [],
      signature: input.signature ?? 'Plano de Teste',
      hasQuotesRights: input.hasQuotesRights ?? false,
      disabled: input.disabled ?? false,
      language: input.language ?? 'PtBr',
    },
    new Map(rightSubjects.map((id) => [id, enabled.has(id)])),
    now,
  );
}

/** Disables (or enables again) a user; disabling ends every session of the account. */
export async function setUserDisabled(server: ServerState, email: string, disabled = true): Promise<void> {
  if (!(await setUserDisabledRow(server.db, email, disabled, server.now()))) throw new Error(`no user ${email}`);
  if (disabled)
    await endSessionsOfUser(server.db, (await getUser(server, email)).id, server.now(), { reason: 'disabled' });
}

/** Grants or removes a user's right to one subject. */
export async function setRight(server: ServerState, email: string, subjectId: number, enabled: boolean): Promise<void> {
  await setUserRight(server.db, (await getUser(server, email)).id, subjectId, enabled);
}

/** Trusts a device for a user, so a sign-in with that device id skips the two-factor step. */
export async function trustDevice(server: ServerState, email: string, deviceId: string): Promise<void> {
  await trustDeviceRow(server.db, (await getUser(server, email)).id, deviceId, server.now());
}

/** Gives a user's device a quick sign-in secret (unlocked by a PIN when given, else by biometry), as activation would. */
export async function setBiometricSecret(
  server: ServerState,
  email: string,
  deviceId: string,
  secret: string,
  pin?: string,
): Promise<void> {
  await storeBiometricSecret(server.db, {
    userId: (await getUser(server, email)).id,
    deviceId,
    secret,
    method: pin === undefined ? 'biometry' : 'pin',
    pinHash: pin === undefined ? null : await hashPassword(pin),
    now: server.now(),
  });
}

/** Revokes the quick sign-in secret of a user's device. */
export async function revokeBiometricSecret(server: ServerState, email: string, deviceId: string): Promise<void> {
  if (!(await revokeDeviceSecret(server.db, (await getUser(server, email)).id, deviceId, server.now())))
    throw new Error(`${deviceId} has no quick sign-in secret`);
}

/** Records that a user declined biometry on a device. */
export async function declineBiometryOn(server: ServerState, email: string, deviceId: string): Promise<void> {
  await declineBiometry(server.db, (await getUser(server, email)).id, deviceId, server.now());
}

/** Opens a session for a user, with fixed tokens when given; returns the clear tokens and the session id. */
export async function createSession(
  server: ServerState,
  email: string,
  options: {
    tokens?: Partial<SessionTokens>;
    deviceId?: string;
    expiresAt?: Date;
    remember?: boolean;
    accessTtlMs?: number;
    s4?: boolean;
  } = {},
): Promise<SessionTokens & { sessionId: string }> {
  const user = await getUser(server, email);
  const { session, tokens } = await insertSession(server.db, {
    userId: user.id,
    deviceId: options.deviceId,
    remember: options.remember ?? false,
    s4: options.s4,
    accessTtlMs: options.accessTtlMs,
    requestIp: '127.0.0.1',
    userAgent: 'test',
    now: server.now(),
    tokens: options.tokens,
    expiresAt: options.expiresAt,
  });
  return { ...tokens, sessionId: session.id };
}

/** Ends the session of a token (access, refresh or acceptor), for a reason (logout unless told: 'replaced' is a sign-in elsewhere). */
export async function endSession(server: ServerState, token: string, reason: EndReason = 'logout'): Promise<void> {
  await endSessionsByTokens(server.db, [token], server.now(), reason);
}

/** Registers a push device for a user. */
export async function registerDevice(server: ServerState, email: string, deviceId: string): Promise<void> {
  if (
    !(await registerAccountDevice(
      server.db,
      { deviceId, platform: Platform.OTHER, deviceType: DeviceType.DESKTOP },
      (await getUser(server, email)).id,
      server.now(),
    ))
  )
    throw new Error(`${deviceId} belongs to another account`);
}

/** Creates a two-factor challenge for a user, with a fixed token and code when given; returns both in clear. */
export async function createTwoFactorChallenge(
  server: ServerState,
  email: string,
  options: { token?: string; code?: string; expiresAt?: Date; attempts?: number } = {},
): Promise<{ token: string; code: string }> {
  const user = await getUser(server, email);
  const { token, code } = await insertChallenge(server.db, {
    userId: user.id,
    remember: false,
    now: server.now(),
    ...options,
  });
  return { token, code };
}

/** Stored mails, newest first (optionally only to one address). */
export function mailbox(server: ServerState, to?: string): Promise<StoredMail[]> {
  return listMails(server.db, to);
}

/** The pushes in the dev push outbox, newest first (optionally only those to one device). */
export function pushOutbox(server: ServerState, deviceId?: string): Promise<StoredPush[]> {
  return listPushes(server.db, deviceId);
}

/** The newest stored mail (optionally to one address). */
export async function latestMail(server: ServerState, to?: string): Promise<StoredMail | undefined> {
  return (await listMails(server.db, to, 1))[0];
}

/** The six-digit code of the newest mail to an address; throws when there is none. */
export async function latestTwoFactorCode(server: ServerState, to: string): Promise<string> {
  const mail = await latestMail(server, to);
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no two-factor code mailed to ${to}`);
  return code;
}

/** Runs raw SQL (for assertions about what is stored). */
export async function queryRows<T = Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The addresses a local client (a test, the Pact verifier) reaches a listening server from. */
const LOCAL_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * Uses up a rate limit for the local addresses (or across addresses) and a subject, for an hour. Only for a server
 * that keeps its counters in the database (`rateLimit.store: 'database'`, as on PostgreSQL).
 */
export async function exhaustRateLimit(
  server: ServerState,
  limit: RateLimitName,
  subject = '',
  perAddress = true,
): Promise<void> {
  const resetAt = new Date(server.now().getTime() + 60 * 60_000).toISOString();
  for (const address of perAddress ? LOCAL_ADDRESSES : [undefined]) {
    const key = rateLimitKey(limit, address, subject);
    await server.db
      .execute(sql`insert into rate_limit_counters (key, count, reset_at) values (${key}, 1000000, ${resetAt}::timestamptz)
      on conflict (key) do update set count = 1000000, reset_at = excluded.reset_at`);
  }
}
