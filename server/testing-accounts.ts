// Helpers for tests and provider states of the account flows: pending registrations, reset tokens, profiles, mailed codes and links.
import { sql } from 'drizzle-orm';
import { type AccountProfileRow } from './db/tables';
import { recordDemo } from './account/demos.repository';
import { saveProfile } from './account/profiles.repository';
import { insertResetToken } from './account/password-resets.repository';
import { savePendingRegistration } from './account/registrations.repository';
import { hashPassword } from './security/passwords';
import { getUser, latestMail, type ServerState } from './testing';

/** Forgets the pending registrations (they belong to no user, so resetting the users does not clear them). */
export async function clearPendingRegistrations(server: ServerState): Promise<void> {
  await server.db.execute(sql`truncate table pending_registrations`);
}

/** A registration waiting for its code, with a fixed token and code when given; returns both in clear. */
export async function createPendingRegistration(
  server: ServerState,
  input: {
    email: string;
    token?: string;
    code?: string;
    expiresAt?: Date;
    document?: string;
    userType?: 'individual' | 'company';
  },
): Promise<{ token: string; code: string }> {
  return savePendingRegistration(server.db, {
    email: input.email,
    name: 'Pessoa Cadastrada',
    personType: input.userType ?? 'individual',
    document: input.document ?? '52998224725',
    phone: '11987654321',
    passwordHash: await hashPassword('Celeiro#2026'),
    language: 'PtBr',
    now: server.now(),
    token: input.token,
    code: input.code,
    expiresAt: input.expiresAt,
  });
}

/** A password-reset token for a user, fixed when given (and expired when `expiresAt` is in the past). */
export async function createResetToken(
  server: ServerState,
  email: string,
  fixed: { token?: string; expiresAt?: Date } = {},
): Promise<string> {
  return insertResetToken(server.db, (await getUser(server, email)).id, server.now(), fixed);
}

/** Sets fields of a user's account profile (phone, CPF/CNPJ, groups …). */
export async function setAccountProfile(
  server: ServerState,
  email: string,
  patch: Partial<Pick<AccountProfileRow, 'personType' | 'document' | 'phone' | 'country' | 'groups'>>,
): Promise<void> {
  await saveProfile(server.db, (await getUser(server, email)).id, patch, server.now());
}

/** The reset link of the newest mail to an address; throws when there is none. */
export async function latestResetToken(server: ServerState, to: string): Promise<string> {
  const mail = await latestMail(server, to);
  const token = mail ? /reset-password\?token=([\w%-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(token);
}

/** Records that a user had a demo that is over (a Free user that has used its one demo). */
export async function recordUsedDemo(server: ServerState, email: string): Promise<void> {
  const now = server.now();
  await recordDemo(
    server.db,
    (await getUser(server, email)).id,
    new Date(now.getTime() - 14 * 86_400_000),
    new Date(now.getTime() - 7 * 86_400_000),
  );
}
