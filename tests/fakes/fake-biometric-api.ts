import {
  CATALOGUES,
  ApiError,
  BIOMETRIC_ERROR,
  ErrorCode,
  MAX_PIN_ATTEMPTS,
  otherMessage,
  pinProblem,
  Profile,
  type BiometricActivation,
  type BiometricApiPort,
  type BiometricSecretIssued,
  type BiometricSignInRequest,
  type LoginFields,
  type QuickSignInMethod,
} from '../../core';
import { serverMessage } from '../../server/messages';

/** What the fake server keeps of a device: its live secret (null once revoked), how it unlocks, the PIN and wrong PINs. */
export interface FakeBiometricDevice {
  secret: string | null;
  method: QuickSignInMethod | null;
  pin: string | null;
  failedPins: number;
}

const refused = (key: 'biometricRefused' | 'pinWrong'): ApiError =>
  new ApiError(401, {
    errorType: BIOMETRIC_ERROR,
    code: ErrorCode.UNAUTHORIZED,
    message: serverMessage(key, 'PtBr'),
    erros: key === 'pinWrong' ? [{ field: 'pin', message: key }] : [],
  });

const businessError = (code: number): ApiError =>
  new ApiError(400, { errorType: 'BusinessError', code, message: String(code), erros: [] });

const sessionEnded = (): ApiError =>
  new ApiError(401, {
    errorType: 'AuthError',
    code: ErrorCode.UNAUTHORIZED,
    message: otherMessage('sessionEnded', CATALOGUES.PtBr),
    erros: [],
  });

/**
 * An in-memory BiometricApiPort of one account with the server's rules: one secret per device, replaced by a new
 * activation and ended by a revocation (5005 when the device has none); a PIN of six digits that is not guessable
 * (400 with the PIN's field error); a refused sign-in is a 401 BIOMETRIC_ERROR (biometricRefused, or pinWrong), and
 * the fifth wrong PIN in a row revokes the secret; a disabled account gets 5300; declined devices are remembered.
 */
export class FakeBiometricApi implements BiometricApiPort {
  /** The account's devices, by device id. */
  readonly devices = new Map<string, FakeBiometricDevice>();
  /** The devices where the user declined biometry. */
  readonly declined = new Set<string>();
  readonly calls: { call: 'activate' | 'signIn' | 'decline' | 'revoke'; deviceId: string }[] = [];
  /** Whether a session is open (activate, decline and revoke need one: 401 otherwise). */
  signedIn = true;
  /** A disabled account cannot sign in (5300). */
  disabled = false;
  /** The login fields a quick sign-in answers. */
  fields: LoginFields = {
    nome: 'Maria Souza',
    email: 'maria@example.com',
    token: 'quick-token',
    profile: Profile.SUBSCRIBER,
    skipTour: true,
    afterLoginShowBiometry: false,
  };
  private issued = 0;

  async activate(request: BiometricActivation): Promise<BiometricSecretIssued> {
    this.calls.push({ call: 'activate', deviceId: request.device_id });
    if (!this.signedIn) throw sessionEnded();
    const pin = request.pin ?? null;
    const problem = pin === null ? null : pinProblem(pin);
    if (problem)
      throw new ApiError(400, {
        errorType: 'ValidationError',
        code: 400,
        message: 'Requisição inválida',
        erros: [{ field: 'pin', message: serverMessage(problem, 'PtBr') }],
      });
    const secret = `secret-${++this.issued}`;
    const method: QuickSignInMethod = pin === null ? 'biometry' : 'pin';
    this.devices.set(request.device_id, { secret, method, pin, failedPins: 0 });
    this.declined.delete(request.device_id);
    return { secret, method };
  }

  async signIn(request: BiometricSignInRequest): Promise<LoginFields> {
    this.calls.push({ call: 'signIn', deviceId: request.device_id });
    const device = this.devices.get(request.device_id);
    if (!device?.secret || device.secret !== request.secret) throw refused('biometricRefused');
    if (device.method === 'pin') {
      if (device.failedPins >= MAX_PIN_ATTEMPTS) throw refused('biometricRefused');
      device.failedPins += 1;
      if (!request.pin || request.pin !== device.pin) {
        if (device.failedPins < MAX_PIN_ATTEMPTS) throw refused('pinWrong');
        Object.assign(device, { secret: null, method: null, pin: null });
        throw refused('biometricRefused');
      }
      device.failedPins = 0;
    }
    if (this.disabled) throw businessError(ErrorCode.USER_DISABLED);
    return { ...this.fields, afterLoginShowBiometry: false };
  }

  async decline(deviceId: string): Promise<void> {
    this.calls.push({ call: 'decline', deviceId });
    if (!this.signedIn) throw sessionEnded();
    this.declined.add(deviceId);
  }

  async revoke(deviceId: string): Promise<void> {
    this.calls.push({ call: 'revoke', deviceId });
    if (!this.signedIn) throw sessionEnded();
    const device = this.devices.get(deviceId);
    if (!device?.secret) throw businessError(ErrorCode.DEVICE_NOT_FOUND);
    Object.assign(device, { secret: null, method: null, pin: null });
  }
}
