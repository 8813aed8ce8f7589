import { type ActiveUser } from '../domain/active-user';
import { type AuthApiPort } from '../ports/auth-api.port';
import { type DeviceIdentity } from '../session/device-identity';
import { type SessionStarter } from './start-session';

/** What the user typed on the login page. */
export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/** A sign-in ends signed in, or waits for the two-factor code mailed to a new device. */
export type SignInOutcome =
  | { kind: 'signed-in'; user: ActiveUser }
  | { kind: 'two-factor'; challenge: string; email: string };

/** Signs in with e-mail and password from this device (SPEC §4, login). */
export class SignInUseCase {
  constructor(
    private readonly api: AuthApiPort,
    private readonly device: DeviceIdentity,
    private readonly starter: SessionStarter,
  ) {}

  /** Signs in; API errors (5206 invalid credentials, 5300 disabled user) reject as ApiError. */
  async execute(credentials: Credentials): Promise<SignInOutcome> {
    const response = await this.api.signIn({
      email: credentials.email.trim(),
      password: credentials.password,
      device_id: this.device.id(),
    });
    if (response.kind === 'two-factor') return response;
    return { kind: 'signed-in', user: this.starter.start(response.fields, credentials.remember) };
  }
}
