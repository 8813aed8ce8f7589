// Forgot, reset and change password (SPEC §5); a change or reset ends the account's other sessions.
import {
  ErrorCode,
  isFilled,
  issueText,
  type Locale,
  parseLocale,
  passwordIssue,
  validateForgotPassword,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { businessError, validationError } from '../errors';
import { passwordResetMail } from './mails';
import {
  checkResetToken,
  consumeResetToken,
  insertResetToken,
  RESET_TOKEN_TTL_MS,
  voidResetTokens,
} from './password-resets.repository';
import { revokeUserSecrets } from '../auth/biometric-credentials.repository';
import { endSessionsOfUser } from '../session/repository';
import { findUserByEmail, setUserPassword } from './users.repository';
import { hashPassword, verifyPassword } from '../security/passwords';
import { SERVER_CATALOGUES } from '../messages';

/**
 * Mails a single-use reset link to a known account; 5002 for an unknown e-mail (SPEC §8), 5300 for a disabled account.
 * The link starts with the configured public URL, never with anything the request says (Host, X-Forwarded-Host).
 */
export async function forgotPassword(ctx: AppContext, email: string, locale: Locale): Promise<void> {
  const issues = validateForgotPassword({ email });
  if (issues.length > 0)
    throw validationError(
      'invalidRequest',
      issues.map((issue) => ({ field: issue.field, message: issueText(issue, SERVER_CATALOGUES[locale]) })),
    );
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw businessError(ErrorCode.EMAIL_NOT_FOUND);
  if (user.disabled) throw businessError(ErrorCode.USER_DISABLED);
  const token = await insertResetToken(ctx.db, user.id, ctx.now());
  const link = `${ctx.options.publicUrl}/pages/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(
    passwordResetMail(user.email, user.name, link, RESET_TOKEN_TTL_MS / 60_000, parseLocale(user.language)),
  );
}

/** The new password and its confirmation. */
interface NewPassword {
  password: string;
  confirmation: string;
}

/**
 * The rules of a new password shared by reset and change: 5352 without a confirmation, 5351 when it differs,
 * then the password rule of the core (at least 10 characters, not a common password) as a field error.
 */
function checkNewPassword({ password, confirmation }: NewPassword, locale: Locale): void {
  if (!isFilled(password))
    throw validationError('invalidRequest', [
      { field: 'password', message: issueText({ field: 'password', message: 'required' }, SERVER_CATALOGUES[locale]) },
    ]);
  if (!isFilled(confirmation)) throw businessError(ErrorCode.INVALID_CONFIRMATION_PASSWORD);
  if (password !== confirmation) throw businessError(ErrorCode.PASSWORD_CONFIRMATION_MISMATCH);
  const issue = passwordIssue('password', password);
  if (issue)
    throw validationError('invalidRequest', [
      { field: 'password', message: issueText(issue, SERVER_CATALOGUES[locale]) },
    ]);
}

/**
 * Sets the new password, ends the sessions of the account (all, or all but the one that changed it) and revokes the
 * quick sign-in of every device (it stood for the old password).
 */
async function replacePassword(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  password: string,
  exceptSessionId?: string,
): Promise<void> {
  const now = ctx.now();
  await setUserPassword(ctx.db, user.id, await hashPassword(password), now);
  await voidResetTokens(ctx.db, user.id, now);
  await endSessionsOfUser(ctx.db, user.id, now, { exceptSessionId, reason: 'password' });
  await revokeUserSecrets(ctx.db, user.id, now);
}

/** Resets the password with a mailed token (single use): 5201 unknown or used, 5202 expired; the token survives a refused password; ends every session. */
export async function resetPassword(
  ctx: AppContext,
  input: NewPassword & { token: string },
  locale: Locale,
): Promise<void> {
  const check = await checkResetToken(ctx.db, input.token, ctx.now());
  if (check.kind === 'invalid') throw businessError(ErrorCode.INVALID_RESET_TOKEN);
  if (check.kind === 'expired') throw businessError(ErrorCode.EXPIRED_RESET_TOKEN);
  checkNewPassword(input, locale);
  const used = await consumeResetToken(ctx.db, input.token, ctx.now());
  if (used.kind !== 'valid')
    throw businessError(used.kind === 'expired' ? ErrorCode.EXPIRED_RESET_TOKEN : ErrorCode.INVALID_RESET_TOKEN);
  await replacePassword(ctx, { id: used.userId }, input.password);
}

/**
 * Changes the signed-in user's password: 5207 wrong current password, 5350 new equal to current,
 * 5352/5351 confirmation missing or different, a field error when the new one breaks the password rule; ends the
 * account's other sessions.
 */
export async function changePassword(
  ctx: AppContext,
  signedIn: { user: UserRow; sessionId: string },
  input: NewPassword & { currentPassword: string },
  locale: Locale,
): Promise<void> {
  if (!isFilled(input.currentPassword)) {
    throw validationError('invalidRequest', [
      {
        field: 'currentPassword',
        message: issueText({ field: 'currentPassword', message: 'required' }, SERVER_CATALOGUES[locale]),
      },
    ]);
  }
  if (!(await verifyPassword(input.currentPassword, signedIn.user.passwordHash)))
    throw businessError(ErrorCode.INVALID_CURRENT_PASSWORD);
  if (input.password === input.currentPassword) throw businessError(ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT);
  checkNewPassword(input, locale);
  await replacePassword(ctx, signedIn.user, input.password, signedIn.sessionId);
}
