import { type ActiveUser } from '../kernel/active-user';
import { type AuthApiPort } from './auth-api.port';
import { type DeviceIdentity } from '../session/device-identity';
import { type SessionStarter } from './start-session';

/** What the user typed on the login page (or the alternative s4 login page, with `s4`). */
export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
  s4?: boolean;
}

/** A sign-in ends signed in, or waits for the two-factor code mailed to a new device. */
export type SignInOutcome =
  { kind: 'signed-in'; user: ActiveUser } | { kind: 'two-factor'; challenge: string; email: string };

/** Signs in with e-mail and password from this device (SPEC §4, login). */
export class SignInUseCase {
  constructor(
    private readonly api: AuthApiPort,
    private readonly device: DeviceIdentity,
    private readonly starter: SessionStarter,
  ) {}

  /**
   * Signs in (through the s4 sign-in when asked), telling the server whether to remember the session;
   * API errors (5206 invalid credentials, 5300 disabled user) reject as ApiError.
   */
  async execute(credentials: Credentials): Promise<SignInOutcome> {
    const request = {
      email: credentials.email.trim(),
      password: credentials.password,
      device_id: this.device.id(),
      remember: credentials.remember,
    };
    const response = await (credentials.s4 ? this.api.signInS4(request) : this.api.signIn(request));
    if (response.kind === 'two-factor') return response;
    return { kind: 'signed-in', user: this.starter.start(response.fields, credentials.remember) };
  }
}
