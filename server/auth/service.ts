// Sign-in with two-factor confirmation of new devices, code resend, and logout.
import {
  ErrorCode,
  type LoginFields,
  type LoginItem,
  parseAdminRoles,
  parseLocale,
  parseProfile,
  type UserInfo,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { businessError } from '../errors';
import { twoFactorMail } from './mails';
import {
  CHALLENGE_TTL_MS,
  challengeCodeHash,
  claimAttempt,
  findChallenge,
  insertChallenge,
  markChallengeUsed,
  renewChallengeCode,
} from './challenges.repository';
import { isTrustedDevice, trustDevice } from './trusted-devices.repository';
import { endSessionsByTokens } from '../session/repository';
import { findUserByEmail, findUserById, rightsOf } from '../account/users.repository';
import { dummyPasswordHash, verifyPassword } from '../security/passwords';
import { safeEqual } from '../security/tokens';
import { type ClientInfo, openLoginSession } from './login.service';

/** A sign-in request. */
export interface SignInInput extends ClientInfo {
  email: string;
  password: string;
}

/** Checks the credentials; a trusted device gets the login fields, any other device a two-factor challenge by e-mail. */
export async function signIn(ctx: AppContext, input: SignInInput): Promise<LoginItem> {
  const user = await findUserByEmail(ctx.db, input.email);
  // Unknown e-mails cost a password check too, so both failures look alike.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !passwordOk) throw businessError(ErrorCode.INVALID_CREDENTIALS);
  if (user.disabled) throw businessError(ErrorCode.USER_DISABLED);

  if (input.deviceId && (await isTrustedDevice(ctx.db, user.id, input.deviceId, ctx.now()))) {
    return openLoginSession(ctx, user, input);
  }
  const { token, code } = await insertChallenge(ctx.db, {
    userId: user.id,
    remember: input.remember,
    s4: input.s4,
    now: ctx.now(),
  });
  await sendCode(ctx, user, code);
  return { twoFactorRequired: true, twoFactorToken: token, email: user.email };
}

/** A two-factor answer. */
export interface ValidateTwoFactorInput extends ClientInfo {
  token: string;
  code: string;
}

/** Checks a two-factor code (five tries per challenge): on success trusts the device and signs in; wrong code 5200, expired/dead/used 5203. */
export async function validateTwoFactor(ctx: AppContext, input: ValidateTwoFactorInput): Promise<LoginFields> {
  const now = ctx.now();
  const challenge = await findChallenge(ctx.db, input.token);
  // The attempt is counted before the comparison: five tries at most, even in parallel.
  const codeHash = challenge ? await claimAttempt(ctx.db, challenge.id, now) : undefined;
  if (!challenge || !codeHash) throw businessError(ErrorCode.EXPIRED_TOKEN);
  if (!safeEqual(challengeCodeHash(challenge.id, input.code.trim()), codeHash))
    throw businessError(ErrorCode.INVALID_CODE);
  if (!(await markChallengeUsed(ctx.db, challenge.id, now))) throw businessError(ErrorCode.EXPIRED_TOKEN);

  const user = await findUserById(ctx.db, challenge.userId);
  if (!user) throw businessError(ErrorCode.EXPIRED_TOKEN);
  if (user.disabled) throw businessError(ErrorCode.USER_DISABLED);
  if (input.deviceId) await trustDevice(ctx.db, user.id, input.deviceId, now);
  return openLoginSession(ctx, user, { ...input, remember: input.remember || challenge.remember, s4: challenge.s4 });
}

/** Sends a fresh code for an unused, not dead challenge and restarts its expiry; otherwise 5203. */
export async function resendTwoFactor(ctx: AppContext, token: string): Promise<void> {
  const challenge = await findChallenge(ctx.db, token);
  if (!challenge) throw businessError(ErrorCode.EXPIRED_TOKEN);
  const code = await renewChallengeCode(ctx.db, challenge.id, ctx.now());
  const user = code ? await findUserById(ctx.db, challenge.userId) : undefined;
  if (!code || !user || user.disabled) throw businessError(ErrorCode.EXPIRED_TOKEN);
  await sendCode(ctx, user, code);
}

/** Ends the session matching any of the given tokens (idempotent). */
export async function logout(ctx: AppContext, tokens: readonly (string | undefined | null)[]): Promise<void> {
  await endSessionsByTokens(
    ctx.db,
    tokens.filter((t): t is string => typeof t === 'string'),
    ctx.now(),
  );
}

async function sendCode(ctx: AppContext, user: UserRow, code: string): Promise<void> {
  await ctx.mailer.send(
    twoFactorMail(user.email, user.name, code, CHALLENGE_TTL_MS / 60_000, parseLocale(user.language)),
  );
}

/** The user-info check of a signed-in user (a disabled one too: it learns so here): profile, plan, rights and roles. */
export async function userInfo(ctx: AppContext, user: UserRow): Promise<UserInfo> {
  return {
    userDisabled: user.disabled,
    profile: parseProfile(user.profile),
    signature: user.signature,
    hasQuotesRights: user.hasQuotesRights,
    rights: await rightsOf(ctx.db, user.id),
    roles: parseAdminRoles(user.roles),
  };
}
