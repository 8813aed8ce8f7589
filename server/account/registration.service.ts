// Self-registration (natural or legal person) and its e-mail confirmation by code (SPEC §4, §5).
import { randomBytes } from 'node:crypto';
import {
  bareDocument,
  CONFIRMATION_TOKEN_VALIDITY_HOURS,
  ErrorCode,
  issueText,
  type Locale,
  type PendingRegistration,
  FREE_PLAN,
  Profile,
  type RegisterRequest,
  validateRegistration,
} from '../../core';
import { type AppContext } from '../context';
import { businessError, validationError } from '../errors';
import { confirmationMail } from './mails';
import { isDocumentTaken, saveProfile } from './profiles.repository';
import { trustDevice } from '../auth/trusted-devices.repository';
import {
  claimConfirmationAttempt,
  confirmationCodeMatches,
  findPendingRegistration,
  markRegistrationConfirmed,
  renewConfirmationCode,
  savePendingRegistration,
} from './registrations.repository';
import { listSubjects } from '../shell/subjects.repository';
import { findUserByEmail, insertUser, normalizeEmail } from './users.repository';
import { hashPassword } from '../security/passwords';
import { documentTakenCode, emailTakenError } from './status';
import { SERVER_CATALOGUES } from '../messages';

/** The body of auth/register (core's RegisterRequest) with its language settled (the request's when it names none). */
export type RegisterInput = RegisterRequest & { language: Locale };

/** The API's names of the core's registration fields, where they differ. */
const API_FIELDS: Partial<Record<string, string>> = { emailRepeat: 'emailConfirmation', name: 'nome' };

/**
 * Checks the registration (form rules of the core: field errors; 5204/5205 for a bad CPF/CNPJ; 5402/5403 for
 * a taken e-mail; 5400/5401 for a taken document), keeps it pending and mails the confirmation code.
 * Returns the token the confirmation screen sends back with the code.
 */
export async function register(ctx: AppContext, input: RegisterInput, locale: Locale): Promise<PendingRegistration> {
  const issues = validateRegistration({
    email: input.email,
    emailRepeat: input.emailConfirmation,
    name: input.nome,
    userType: input.userType,
    document: input.document,
    phone: input.phone,
    password: input.password,
    acceptedTerms: input.acceptedTerms,
  });
  const fieldIssues = issues.filter((issue) => !('code' in issue));
  if (fieldIssues.length > 0) {
    throw validationError(
      'invalidRequest',
      fieldIssues.map((issue) => ({
        field: API_FIELDS[issue.field] ?? issue.field,
        message: issueText(issue, SERVER_CATALOGUES[locale]),
      })),
    );
  }
  const codeIssue = issues.find((issue) => 'code' in issue);
  if (codeIssue && 'code' in codeIssue) throw businessError(codeIssue.code);

  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) throw await emailTakenError(ctx, existing);
  const document = bareDocument(input.userType, input.document);
  if (await isDocumentTaken(ctx.db, document)) throw businessError(documentTakenCode(input.userType));

  const name = input.nome.trim();
  const { token, code } = await savePendingRegistration(ctx.db, {
    email,
    name,
    personType: input.userType,
    document,
    phone: input.phone.replace(/\D/g, ''),
    passwordHash: await hashPassword(input.password),
    language: input.language,
    now: ctx.now(),
  });
  await ctx.mailer.send(confirmationMail(email, name, code, CONFIRMATION_TOKEN_VALIDITY_HOURS, input.language));
  return { email, token };
}

/** Mails a fresh code for a pending registration (its 2 hours start again); 5203 when it is confirmed, dead or unknown. */
export async function resendConfirmation(ctx: AppContext, token: string): Promise<void> {
  const pending = await findPendingRegistration(ctx.db, token);
  const code = pending ? await renewConfirmationCode(ctx.db, pending.id, ctx.now()) : undefined;
  if (!pending || !code) throw businessError(ErrorCode.EXPIRED_TOKEN);
  await ctx.mailer.send(
    confirmationMail(pending.email, pending.name, code, CONFIRMATION_TOKEN_VALIDITY_HOURS, pending.language as Locale),
  );
}

/**
 * Confirms a registration with its mailed code (five tries in the registration's life): creates the Free
 * account with its profile and trusts the confirming device. Wrong code 5200; expired, dead, used or
 * unknown 5203; taken meanwhile 5402/5400/5401.
 */
export async function confirmRegistration(
  ctx: AppContext,
  input: { token: string; code: string; deviceId?: string | undefined },
): Promise<{ email: string }> {
  const now = ctx.now();
  const pending = await findPendingRegistration(ctx.db, input.token);
  const storedHash = pending ? await claimConfirmationAttempt(ctx.db, pending.id, now) : undefined;
  if (!pending || !storedHash) throw businessError(ErrorCode.EXPIRED_TOKEN);
  if (!confirmationCodeMatches(pending.id, input.code.trim(), storedHash)) throw businessError(ErrorCode.INVALID_CODE);
  if (!(await markRegistrationConfirmed(ctx.db, pending.id, now))) throw businessError(ErrorCode.EXPIRED_TOKEN);

  const existing = await findUserByEmail(ctx.db, pending.email);
  if (existing) throw await emailTakenError(ctx, existing);
  if (await isDocumentTaken(ctx.db, pending.document)) throw businessError(documentTakenCode(pending.personType));
  const subjects = await listSubjects(ctx.db);
  const user = await insertUser(
    ctx.db,
    {
      userCode: `CEL-R${randomBytes(4).toString('hex').toUpperCase()}`,
      email: pending.email,
      name: pending.name,
      passwordHash: pending.passwordHash,
      profile: Profile.FREE,
      signature: FREE_PLAN,
      language: pending.language,
    },
    new Map(subjects.filter((s) => s.habilitado).map((s) => [s.id, false])),
    now,
  );
  await saveProfile(
    ctx.db,
    user.id,
    { personType: pending.personType, document: pending.document, phone: pending.phone },
    now,
  );
  if (input.deviceId) await trustDevice(ctx.db, user.id, input.deviceId, now);
  return { email: user.email };
}
