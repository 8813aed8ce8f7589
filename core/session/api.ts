// The session area's wire contract (SPEC §7): token refresh, acceptor tokens, push devices, the time spent and the
// app version, each call's body and answer as the API spells them. The server's schemas are checked against them.
import { type DeviceType, type Platform } from '../kernel/enums';

/** The body of auth/getAccessTokenFromRefreshToken and acceptor/refresh-token: the session's refresh token. */
export interface RefreshTokenRequest {
  refresh_token: string;
}

/** The answer of auth/getAccessTokenFromRefreshToken: a new access token and a new refresh token (the old one stops working). */
export interface RefreshedTokens {
  token: string;
  refresh_token: string;
  /** Seconds until the new access token expires. */
  expiresIn: number;
}

/** The body of client/update/time-spent: seconds spent in the app since the last report. */
export interface TimeSpentRequest {
  time: number;
}

/** The body of acceptor/newtoken: the user agent the acceptor token is for. */
export interface AcceptorNewTokenRequest {
  ua: string;
}

/** The answer of acceptor/newtoken and acceptor/refresh-token. */
export interface AcceptorToken {
  acptoken: string;
}

/** The body of acceptor/check-token. */
export interface AcceptorCheckRequest {
  acptoken: string;
}

/** Whether an acceptor token is alive, as acceptor/check-token answers. */
export interface AcceptorCheck {
  valid: boolean;
  email: string;
  expiresAt: string;
}

/** The body of the keep-alive `acceptor/logout`: any of the session's tokens ends it (an empty body is fine too). */
export interface AcceptorLogoutRequest {
  token?: string | null;
  refresh_token?: string | null;
  email?: string | null;
  acptoken?: string | null;
}

/**
 * A device registered for push notifications: its id, platform code, device type, the push project its platform's
 * notifications go through (from the configuration's push project ids; null where it names none) and its push token
 * (when the platform gave one).
 */
export interface DeviceRegistration {
  deviceId: string;
  platform: Platform;
  deviceType: DeviceType;
  pushProjectId?: string | null;
  pushToken?: string | null;
}

/** The answer of client-device/register and public-device/register. */
export interface DeviceRegistered {
  deviceId: string;
  platform: Platform;
  registered: true;
}

/** The path of client-device/remove/{deviceId}. */
export interface RemoveDeviceParams {
  deviceId: string;
}

/** The answer of appversion.json: the hash of the deployed version and, when a build is deployed, when it was built. */
export interface AppVersion {
  hash: string;
  /** The build's date, an ISO-8601 instant; absent when no build is deployed (development). */
  builtAt?: string;
}
