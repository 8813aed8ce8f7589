// My account (SPEC §3 Account, §6): account data, notifications per commodity, signature and packages, phone,
// the demo request of Free users and the data-deletion request (LGPD).
import {
  DEMO_TRIAL_DAYS,
  type AccountData,
  type AccountDeleted,
  type CurrentSignature,
  type DemoCheck,
  type DemoGranted,
  demoTrialEnd,
  ErrorCode,
  formatCnpj,
  formatCpf,
  formatPhone,
  issueText,
  isValidPhone,
  type Locale,
  type NotificationChoices,
  type NotificationSettings,
  otherMessage,
  type OtherMessageKey,
  parseLocale,
  parseProfile,
  phoneIssue,
  Profile,
  type RightsItem,
} from '../../core';
import { type AppContext } from '../context';
import { deletionRequests, type UserRow } from '../db/tables';
import { ApiError, businessError, validationError } from '../errors';
import { demoGrantedMail, teamMail } from './mails';
import { findProfile, listNotificationChoices, saveNotificationChoices, saveProfile } from './profiles.repository';
import { revokeUserSecrets } from '../auth/biometric-credentials.repository';
import { endSessionsOfUser } from '../session/repository';
import { listSubjects } from '../shell/subjects.repository';
import { deleteUser, endDemoIfOver, rightsOf, setUserDisabled } from './users.repository';
import { demoDocumentHash, grantDemo, hadDemo } from './demos.repository';
import { hasActiveContract } from './status';
import { SERVER_CATALOGUES } from '../messages';

/** The user as they are now: a demo whose trial is over is Free again (checked whenever the account is read). */
export function currentUser(ctx: AppContext, user: UserRow): Promise<UserRow> {
  return endDemoIfOver(ctx.db, user, ctx.now());
}

/** The account data, documents and phone masked. */
export async function accountData(ctx: AppContext, signedIn: UserRow): Promise<AccountData> {
  const user = await currentUser(ctx, signedIn);
  const profile = await findProfile(ctx.db, user.id);
  const userType =
    profile?.personType === 'individual' || profile?.personType === 'company' ? profile.personType : null;
  const document = profile?.document
    ? userType === 'company'
      ? formatCnpj(profile.document)
      : formatCpf(profile.document)
    : '';
  return {
    email: user.email,
    nome: user.name,
    userCode: user.userCode,
    userType,
    document,
    phone: formatPhone(profile?.phone),
    groups: profile?.groups ?? [],
    language: parseLocale(user.language),
    country: profile?.country ?? 'BR',
    profile: parseProfile(user.profile),
    signature: user.signature,
  };
}

/** Saves the user's phone (11 or 12 digits); returns it masked. */
export async function updatePhone(ctx: AppContext, user: UserRow, phone: string, locale: Locale): Promise<string> {
  const issue = phoneIssue('phone', phone);
  if (issue)
    throw validationError('invalidRequest', [{ field: 'phone', message: issueText(issue, SERVER_CATALOGUES[locale]) }]);
  await saveProfile(ctx.db, user.id, { phone: phone.replace(/\D/g, '') }, ctx.now());
  return formatPhone(phone);
}

/** The notification settings: block all, and e-mail and app per enabled commodity (both on until chosen). */
export async function notificationSettings(ctx: AppContext, user: UserRow): Promise<NotificationSettings> {
  const [subjects, choices, profile] = await Promise.all([
    listSubjects(ctx.db),
    listNotificationChoices(ctx.db, user.id),
    findProfile(ctx.db, user.id),
  ]);
  const chosen = new Map(choices.map((c) => [c.commodity, c]));
  const items = subjects
    .filter((s) => s.habilitado)
    .map((s) => ({
      commodity: s.id,
      nome: s.nome,
      namePtBr: s.namePtBr,
      nameEnEu: s.nameEnEu,
      nameEsEs: s.nameEsEs,
      nameEsAr: s.nameEsAr,
      namePtPt: s.namePtPt,
      email: chosen.get(s.id)?.email ?? true,
      app: chosen.get(s.id)?.app ?? true,
    }));
  return { blockAll: profile?.notificationsBlocked ?? false, items };
}

/** Saves the notification settings; a commodity that is not an enabled one is a field error. */
export async function saveNotificationSettings(
  ctx: AppContext,
  user: UserRow,
  input: NotificationChoices,
  locale: Locale,
): Promise<NotificationSettings> {
  const enabled = new Set((await listSubjects(ctx.db)).filter((s) => s.habilitado).map((s) => s.id));
  const unknown = input.items.findIndex((item) => !enabled.has(item.commodity));
  if (unknown >= 0)
    throw validationError('invalidRequest', [
      {
        field: `items.${unknown}.commodity`,
        message: issueText({ field: 'commodity', message: 'required' }, SERVER_CATALOGUES[locale]),
      },
    ]);
  const unique = [...new Map(input.items.map((item) => [item.commodity, item])).values()];
  await saveNotificationChoices(ctx.db, user.id, input.blockAll, unique, ctx.now());
  return notificationSettings(ctx, user);
}

/** The current signature (SPEC §3: signature and profile; the end of a demo trial). */
export async function currentSignature(ctx: AppContext, signedIn: UserRow): Promise<CurrentSignature> {
  const user = await currentUser(ctx, signedIn);
  return {
    signature: user.signature,
    profile: parseProfile(user.profile),
    demoEndsAt: user.demoEndsAt ? user.demoEndsAt.toISOString() : null,
  };
}

/** The packages of the signature: every subject with whether the user's plan includes it. */
export async function signaturePackages(ctx: AppContext, signedIn: UserRow): Promise<RightsItem[]> {
  const user = await currentUser(ctx, signedIn);
  return rightsOf(ctx.db, user.id);
}

/** A demo request refused because of the account (not a catalogue code: the message names the reason). */
function demoRefusal(
  key: Extract<OtherMessageKey, 'demoActiveContract' | 'demoActiveDemo' | 'demoAlreadyUsed'>,
): ApiError {
  const errorType = {
    demoActiveContract: 'DemoActiveContractError',
    demoActiveDemo: 'DemoActiveDemoError',
    demoAlreadyUsed: 'DemoAlreadyUsedError',
  }[key];
  return new ApiError(400, errorType, 400, (locale) => otherMessage(key, SERVER_CATALOGUES[locale]));
}

/**
 * Only a Free user that never had a demo may ask for one: a Subscriber has an active contract, a Demo an active
 * demo, and an account (or a CPF/CNPJ) that had a demo has used it. Returns the hash of the account's document.
 */
async function assertMayRequestDemo(
  ctx: AppContext,
  user: UserRow,
  document: string | null | undefined,
): Promise<string | null> {
  if (hasActiveContract(user)) throw demoRefusal('demoActiveContract');
  if (user.profile === Profile.DEMO) throw demoRefusal('demoActiveDemo');
  const documentHash = demoDocumentHash(document);
  if (await hadDemo(ctx.db, user.id, documentHash)) throw demoRefusal('demoAlreadyUsed');
  return documentHash;
}

/** The demo request's check-info step: who asks and the phone on record ('' when none). */
export async function checkDemoRequest(ctx: AppContext, signedIn: UserRow): Promise<DemoCheck> {
  const user = await currentUser(ctx, signedIn);
  const profile = await findProfile(ctx.db, user.id);
  await assertMayRequestDemo(ctx, user, profile?.document);
  return {
    email: user.email,
    nome: user.name,
    phone: profile?.phone ? formatPhone(profile.phone) || profile.phone : '',
  };
}

/**
 * Grants a Free user a 7-day demo with every commodity (5007 without a valid phone), once per account and per
 * CPF/CNPJ; tells the user and the team.
 */
export async function requestDemo(ctx: AppContext, signedIn: UserRow): Promise<DemoGranted> {
  const now = ctx.now();
  const user = await currentUser(ctx, signedIn);
  const profile = await findProfile(ctx.db, user.id);
  const documentHash = await assertMayRequestDemo(ctx, user, profile?.document);
  if (!isValidPhone(profile?.phone)) throw businessError(ErrorCode.PHONE_NOT_FOUND);
  const endsAt = new Date(demoTrialEnd(now.getTime()));
  const signature = `Demonstração (${DEMO_TRIAL_DAYS} dias)`;
  // A parallel request may have granted it meanwhile: the grant itself checks again.
  if (!(await grantDemo(ctx.db, { userId: user.id, documentHash, signature, now, endsAt })))
    throw demoRefusal('demoAlreadyUsed');
  const locale = parseLocale(user.language);
  await ctx.mailer.send(demoGrantedMail(user.email, user.name, endsAt.toISOString().slice(0, 10), locale));
  await ctx.mailer.send(
    teamMail(ctx.options.teamEmail, 'demo', {
      userCode: user.userCode,
      email: user.email,
      name: user.name,
      phone: formatPhone(profile?.phone),
      endsAt: endsAt.toISOString(),
    }),
  );
  return { profile: Profile.DEMO, signature, demoEndsAt: endsAt.toISOString() };
}

/**
 * The confirmed data-deletion request (SPEC §4). Either way access is blocked at once and every session of
 * the account ends. With an active contract the request is only registered — the account is disabled and
 * the commercial team is e-mailed — and the answer is 5501 (an account with an active subscription cannot
 * be deleted directly). Otherwise the account and everything that belongs to it is deleted.
 */
export async function deleteAccount(ctx: AppContext, signedIn: UserRow): Promise<AccountDeleted> {
  const now = ctx.now();
  const user = await currentUser(ctx, signedIn);
  const fields = { userCode: user.userCode, email: user.email, name: user.name, signature: user.signature };
  if (hasActiveContract(user)) {
    await ctx.db.insert(deletionRequests).values({ userId: user.id, requestedAt: now }).onConflictDoNothing();
    await setUserDisabled(ctx.db, user.email, true, now);
    await endSessionsOfUser(ctx.db, user.id, now, { reason: 'disabled' });
    await revokeUserSecrets(ctx.db, user.id, now);
    await ctx.mailer.send(teamMail(ctx.options.teamEmail, 'deletion-registered', fields));
    throw businessError(ErrorCode.USER_CANNOT_BE_DELETED);
  }
  await endSessionsOfUser(ctx.db, user.id, now, { reason: 'deleted' });
  await deleteUser(ctx.db, user.id);
  await ctx.mailer.send(teamMail(ctx.options.teamEmail, 'deletion-done', { userCode: fields.userCode }));
  return { outcome: 'deleted' };
}
