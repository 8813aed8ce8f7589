// Opens a session for a signed-in user and builds the login fields of the `auth/new-signin` answer.
import {
  type LoginFields,
  parseAdminRoles,
  parseLocale,
  parseProfile,
  parseViewStyle,
  PLATFORM_ORIGIN_CODE,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { enforceSessionLimit, insertSession } from '../session/repository';
import { endDemoIfOver, rightsOf } from '../account/users.repository';
import { layoutOf } from '../shell/layout.repository';
import { browserOf, operatingSystemOf } from './user-agent';
import { isBiometryDeclined } from './biometric-credentials.repository';

/** Where a sign-in comes from. */
export interface ClientInfo {
  deviceId?: string | undefined;
  remember: boolean;
  /** The alternative (s4) sign-in. */
  s4?: boolean | undefined;
  /** A quick sign-in (biometry or PIN) of a device that already uses it. */
  quickSignIn?: boolean | undefined;
  requestIp: string;
  userAgent: string;
}

/**
 * Whether the login fields offer biometry: for a sign-in from a device (the web app offers it only inside the native
 * shell, when the device has biometry not set up yet) where the user has not declined it, and never to a quick sign-in.
 */
async function offersBiometry(ctx: AppContext, userId: number, client: ClientInfo): Promise<boolean> {
  if (!client.deviceId || client.quickSignIn) return false;
  return !(await isBiometryDeclined(ctx.db, userId, client.deviceId));
}

/**
 * Opens a session for the user (its access token short-lived, its refresh token as long as the session) and
 * returns the login fields, tokens included. Beyond the account's limit of simultaneous sessions the oldest end.
 */
export async function openLoginSession(ctx: AppContext, signingIn: UserRow, client: ClientInfo): Promise<LoginFields> {
  const now = ctx.now();
  // A demo whose trial is over signs in as Free.
  const user = await endDemoIfOver(ctx.db, signingIn, now);
  const { session, tokens } = await insertSession(ctx.db, {
    userId: user.id,
    ...client,
    now,
    accessTtlMs: ctx.options.accessTokenTtlMs,
  });
  await enforceSessionLimit(ctx.db, user.id, now, ctx.options.maxSessions, ctx.options, session.id);
  const [rights, { config: layout }, showBiometry] = await Promise.all([
    rightsOf(ctx.db, user.id),
    layoutOf(ctx.db, user),
    offersBiometry(ctx, user.id, client),
  ]);
  return {
    nome: user.name,
    email: user.email,
    token: tokens.token,
    acptoken: tokens.acceptorToken,
    refresh_token: tokens.refreshToken,
    auth: true,
    profile: parseProfile(user.profile),
    signature: user.signature,
    rights,
    hasQuotesRights: user.hasQuotesRights,
    originCode: PLATFORM_ORIGIN_CODE,
    s4Login: session.s4,
    skipTour: user.skipTour,
    afterLoginShowBiometry: showBiometry,
    theme: layout.theme,
    viewstyle: parseViewStyle(user.viewstyle),
    rateTextSpeech: layout.rateTextSpeech,
    zoom: layout.zoom,
    zoomDetail: layout.zoomDetail,
    formatAlignDetail: layout.formatAlignDetail,
    language: parseLocale(user.language),
    favoriteContent: layout.favoriteContent,
    viewImportantTickers: false,
    viewHighlightsTickers: false,
    highlightCollapsed: false,
    agency: user.agency,
    userCode: user.userCode,
    acpurl: '',
    domain: ctx.options.brand,
    sessionId: session.id,
    wdmasid: session.id,
    requestIp: client.requestIp,
    userAgent: client.userAgent,
    operatingSystem: operatingSystemOf(client.userAgent),
    browser: browserOf(client.userAgent),
    roles: parseAdminRoles(user.roles),
    metadata: { roles: user.roles, demoEndsAt: user.demoEndsAt ? user.demoEndsAt.toISOString() : null },
  };
}
