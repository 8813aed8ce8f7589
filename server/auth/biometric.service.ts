// Quick sign-in from a device of the native shell: a device-bound secret unlocked by the device's biometry or by a PIN
// the server checks (five wrong PINs in a row revoke it), declined devices, and revocation.
import {
  type BiometricSecretIssued,
  ErrorCode,
  type Locale,
  type LoginFields,
  MAX_PIN_ATTEMPTS,
  pinProblem,
} from '../../core';
import { serverMessage } from '../messages';
import { type AppContext } from '../context';
import { findUserById } from '../account/users.repository';
import { businessError, quickSignInRefused, validationError } from '../errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';
import {
  claimPinAttempt,
  clearPinAttempts,
  declineBiometry,
  findBiometricCredential,
  revokeBiometricCredential,
  revokeDeviceSecret,
  storeBiometricSecret,
} from './biometric-credentials.repository';
import { type ClientInfo, openLoginSession } from './login.service';

/** An activation of quick sign-in by a signed-in user. */
export interface ActivationInput {
  userId: number;
  deviceId: string;
  /** The PIN chosen instead of biometry. */
  pin?: string | null | undefined;
  locale: Locale;
}

/**
 * Issues a new secret for the user's device (given once; only its hash is kept), replacing the device's previous
 * one. With a PIN, the PIN must be six digits and not guessable (400 with the PIN's field error), and is kept hashed.
 */
export async function activateQuickSignIn(ctx: AppContext, input: ActivationInput): Promise<BiometricSecretIssued> {
  const pin = input.pin ?? undefined;
  if (pin !== undefined) {
    const problem = pinProblem(pin);
    if (problem)
      throw validationError('invalidRequest', [{ field: 'pin', message: serverMessage(problem, input.locale) }]);
  }
  const secret = newToken();
  const method = pin === undefined ? 'biometry' : 'pin';
  await storeBiometricSecret(ctx.db, {
    userId: input.userId,
    deviceId: input.deviceId,
    secret,
    method,
    pinHash: pin === undefined ? null : await hashPassword(pin),
    now: ctx.now(),
  });
  return { secret, method };
}

/** A quick sign-in request. */
export interface QuickSignInInput extends ClientInfo {
  deviceId: string;
  secret: string;
  pin?: string | null | undefined;
}

/**
 * Signs in with a device's secret (and its PIN when the device uses one): a session opened as the password sign-in
 * opens one, without a two-factor code (the device is known). An unknown, revoked or other device's secret is a 401
 * BIOMETRIC_ERROR; a missing or wrong PIN too (pinWrong), and the fifth in a row revokes the secret; a disabled user
 * gets the password sign-in's 5300.
 */
export async function quickSignIn(ctx: AppContext, input: QuickSignInInput): Promise<LoginFields> {
  const credential = await findBiometricCredential(ctx.db, input.deviceId, input.secret);
  if (!credential) throw quickSignInRefused();
  if (credential.method === 'pin') await checkPin(ctx, credential, input.pin);
  const user = await findUserById(ctx.db, credential.userId);
  if (!user) throw quickSignInRefused();
  if (user.disabled) throw businessError(ErrorCode.USER_DISABLED);
  const { deviceId, remember, requestIp, userAgent } = input;
  return openLoginSession(ctx, user, { deviceId, remember, requestIp, userAgent, quickSignIn: true });
}

/** Checks a device's PIN, counting the attempt first; the last wrong one the limit allows revokes the secret. */
async function checkPin(
  ctx: AppContext,
  credential: NonNullable<Awaited<ReturnType<typeof findBiometricCredential>>>,
  pin: string | null | undefined,
): Promise<void> {
  const now = ctx.now();
  const claimed = await claimPinAttempt(ctx.db, credential, now);
  if (!claimed?.pinHash) throw quickSignInRefused();
  if (pin && (await verifyPassword(pin, claimed.pinHash))) {
    await clearPinAttempts(ctx.db, credential.id, now);
    return;
  }
  if (claimed.attempts >= MAX_PIN_ATTEMPTS) {
    await revokeBiometricCredential(ctx.db, credential.id, now);
    throw quickSignInRefused();
  }
  throw quickSignInRefused('pinWrong');
}

/** Records that the user declined biometry on a device: the next sign-ins there do not offer it. */
export async function declineQuickSignIn(ctx: AppContext, userId: number, deviceId: string): Promise<void> {
  await declineBiometry(ctx.db, userId, deviceId, ctx.now());
}

/** Revokes the secret of the user's device; 5005 when the device has none. */
export async function revokeQuickSignIn(ctx: AppContext, userId: number, deviceId: string): Promise<void> {
  if (!(await revokeDeviceSecret(ctx.db, userId, deviceId, ctx.now()))) throw businessError(ErrorCode.DEVICE_NOT_FOUND);
}
