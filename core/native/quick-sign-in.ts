// Quick sign-in on a device of the native shell (SPEC §3 biometry state, §4 login and biometric secret): the server
// issues a revocable, device-bound secret; the shell keeps it behind the device's biometry (saveBiometrySecret), or the
// app keeps it and the server checks a PIN with it. The password is never kept.
import { type BiometricApiPort } from '../auth/biometric-api.port';
import { type QuickSignInMethod } from '../auth/api';
import { pinProblem, type PinProblem } from '../auth/quick-sign-in-pin';
import { type SessionStarter } from '../auth/start-session';
import { type ActiveUser } from '../kernel/active-user';
import { type BiometryType } from '../kernel/enums';
import { ApiError } from '../kernel/errors/api-error';
import { BIOMETRIC_ERROR } from '../kernel/errors/transport';
import { ErrorCode } from '../kernel/errors/error-codes';
import { type StoragePort } from '../kernel/storage.port';
import { type DeviceIdentity } from '../session/device-identity';
import {
  type NativeBridgePort,
  type NativeReplies,
  NativeReplyError,
  NativeShellNotFoundError,
} from './native-bridge.port';
import { BIOMETRIC_SECRET_OPTIONS, NativeReplyTimeoutError } from './native-timeout';

/** Local-storage key of this device's quick sign-in (SPEC §3: the biometry key). */
export const QUICK_SIGN_IN_KEY = 'biometry';

/** What this device keeps of its quick sign-in: the method, and with a PIN the secret (the PIN is the check). */
export interface QuickSignInRecord {
  method: QuickSignInMethod;
  secret?: string;
}

/** The biometry state of SPEC §3: available, has biometry (set up here), the secret's status and the type. */
export interface BiometryStatus {
  available: boolean;
  type: BiometryType | null;
  method: QuickSignInMethod | null;
}

/** A quick sign-in that cannot go on; `reason` says which message the user reads, before signing in with the password. */
export class QuickSignInError extends Error {
  constructor(readonly reason: 'biometricInvalidated' | 'biometricRefused' | 'pinWrong' | 'notSaved' | PinProblem) {
    super(reason);
    this.name = 'QuickSignInError';
  }
}

/** Why a quick sign-in or its setting up stopped, for the page to say: a rule, or the shell (no reply, none, a refusal). */
export type QuickSignInProblem = QuickSignInError['reason'] | 'timeout' | 'shellNotFound' | 'shellRefused';

/**
 * What stopped a quick sign-in: the rule that did (a new enrolment, a refused secret, a wrong or weak PIN), the shell's
 * silence (SPEC §8's timeout), a missing shell or its refusal. Null for an API failure, which the transport presenter
 * has already shown.
 */
export function quickSignInProblem(error: unknown): QuickSignInProblem | null {
  if (error instanceof QuickSignInError) return error.reason;
  if (error instanceof NativeReplyTimeoutError) return 'timeout';
  if (error instanceof NativeShellNotFoundError) return 'shellNotFound';
  if (error instanceof NativeReplyError) return 'shellRefused';
  return null;
}

const isRecord = (value: unknown): value is QuickSignInRecord =>
  value !== null &&
  typeof value === 'object' &&
  ((value as QuickSignInRecord).method === 'biometry' ||
    ((value as QuickSignInRecord).method === 'pin' && typeof (value as QuickSignInRecord).secret === 'string'));

/** Sets up, uses and turns off this device's quick sign-in. */
export class QuickSignIn {
  /** The shell's answer to what the device offers, asked once. */
  private offered: Promise<NativeReplies['isBiometryAvailable']> | undefined;

  constructor(
    private readonly shell: NativeBridgePort,
    private readonly api: BiometricApiPort,
    private readonly device: DeviceIdentity,
    private readonly local: StoragePort,
    private readonly starter: SessionStarter,
  ) {}

  /** This device's quick sign-in, or null when none is set up here. */
  record(): QuickSignInRecord | null {
    try {
      const parsed: unknown = JSON.parse(this.local.getItem(QUICK_SIGN_IN_KEY) ?? 'null');
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  /**
   * What the device offers (isBiometryAvailable) and what is set up here. The shell is asked once, and again only
   * after `deviceMayHaveChanged` (or when it failed to answer): the pages that show quick sign-in share its answer.
   */
  async status(): Promise<BiometryStatus> {
    const asked = (this.offered ??= this.shell.request('isBiometryAvailable', {}));
    const { available, type } = await asked.catch((error: unknown) => {
      if (this.offered === asked) this.offered = undefined;
      throw error;
    });
    return { available, type, method: this.record()?.method ?? null };
  }

  /** The device's biometry may have changed (the app comes back from the background): the shell is asked again. */
  deviceMayHaveChanged(): void {
    this.offered = undefined;
  }

  /**
   * Turns biometric sign-in on (signed in): the server issues the device's secret and the shell keeps it behind the
   * biometry. A shell that does not keep it leaves nothing usable on the server.
   */
  async activateBiometry(): Promise<void> {
    const deviceId = this.device.id();
    const { secret } = await this.api.activate({ device_id: deviceId });
    const saved = await this.shell
      .request('saveBiometrySecret', { secret, ...BIOMETRIC_SECRET_OPTIONS })
      .catch(async (error: unknown) => {
        await this.api.revoke(deviceId).catch(() => undefined);
        throw error;
      });
    if (!saved.saved) {
      await this.api.revoke(deviceId).catch(() => undefined);
      throw new QuickSignInError('notSaved');
    }
    this.keep({ method: 'biometry' });
  }

  /** Replaces biometry by a PIN (signed in): the PIN's rule first, then the server keeps its hash with a new secret. */
  async activatePin(pin: string): Promise<void> {
    const problem = pinProblem(pin);
    if (problem) throw new QuickSignInError(problem);
    const { secret } = await this.api.activate({ device_id: this.device.id(), pin });
    this.keep({ method: 'pin', secret });
  }

  /** The user chose not to use biometry on this device: the offer is not made again. */
  decline(): Promise<void> {
    return this.api.decline(this.device.id());
  }

  /** Turns quick sign-in off (signed in): the server revokes the secret; it is forgotten here even if none was left. */
  async turnOff(): Promise<void> {
    try {
      await this.api.revoke(this.device.id());
    } catch (error) {
      if (!(error instanceof ApiError && error.body?.code === ErrorCode.DEVICE_NOT_FOUND)) throw error;
    }
    this.local.removeItem(QUICK_SIGN_IN_KEY);
  }

  /**
   * Signs in without the password: with biometry, the device's check (displayBiometry), then the secret the shell
   * keeps (getBiometrySecret); with a PIN, the kept secret and the PIN. Null when the user cancelled the check.
   * A secret invalidated by a new enrolment, or refused by the server, is forgotten here: the password signs in.
   */
  async signIn(pin?: string): Promise<ActiveUser | null> {
    const record = this.record();
    if (!record) throw new QuickSignInError('biometricRefused');
    let secret = record.secret;
    if (record.method === 'biometry') {
      const { passed } = await this.shell.request('displayBiometry', {});
      if (!passed) return null;
      const kept = await this.shell.request('getBiometrySecret', {});
      if (kept.invalidated || !kept.secret) {
        this.local.removeItem(QUICK_SIGN_IN_KEY);
        throw new QuickSignInError('biometricInvalidated');
      }
      secret = kept.secret;
    }
    try {
      const fields = await this.api.signIn({ device_id: this.device.id(), secret: secret ?? '', pin: pin ?? null });
      return this.starter.start(fields, true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.body?.errorType !== BIOMETRIC_ERROR) throw error;
      // A wrong PIN is refused beside the PIN field; the secret stays for another try.
      if (error.body.erros?.some((problem) => problem.field === 'pin')) throw new QuickSignInError('pinWrong');
      this.local.removeItem(QUICK_SIGN_IN_KEY);
      throw new QuickSignInError('biometricRefused');
    }
  }

  private keep(record: QuickSignInRecord): void {
    this.local.setItem(QUICK_SIGN_IN_KEY, JSON.stringify(record));
  }
}
