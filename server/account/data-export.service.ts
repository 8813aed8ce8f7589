// The copy of one's data (LGPD Art. 18, II and V): a request is stored at once (pending) and answered ("we will e-mail
// you"); an in-process job then gathers every area's data through its tables, writes it as JSON and as a PDF in one ZIP,
// stores it with a link token (hashed; it works once and for 24 hours) and mails the link. A build cut short (the
// server stopped) is taken up again at the next start, so no request is lost.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  DATA_EXPORT_FILES,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORT_READY_SECONDS,
  dataExportArchiveName,
  dataExportLinkExpiry,
  dataExportLinkState,
  type DataExportDocument,
  type DataExportLinkState,
  type DataExportRequested,
  type ExportedConsent,
  type Locale,
  parseLocale,
  startsNewDataExport,
  parseViewStyle,
} from '../../core';
import { type AppContext } from '../context';
import {
  analystQuestions,
  contentItems,
  contentReads,
  dataExports,
  type DataExportRow,
  liveSessionRegistrations,
  marketAlerts,
  marketWatchlists,
  type UserRow,
  users,
} from '../db/tables';
import { render } from '../mail/compose';
import { newToken, sha256 } from '../security/tokens';
import { layoutOf } from '../shell/layout.repository';
import { listSubjects } from '../shell/subjects.repository';
import { itemTitle } from '../content/service';
import { browserOf, operatingSystemOf } from '../auth/user-agent';
import { renderDataExportPdf } from './data-export.pdf';
import { EXPORT_MAIL_TEXTS } from './data-export.texts';
import { deviceRecords } from './devices.service';
import { findProfile } from './profiles.repository';
import { notificationSettings } from './service';
import { zip } from './zip';

/** A build still pending this long after it started was cut short, and runs again. */
const STALE_BUILD_MS = 2 * 60_000;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The jobs running in this process, per server (so a test or a stop can wait for them). */
const running = new WeakMap<AppContext['db'], Set<Promise<void>>>();

/** Waits for the builds running in this process. */
export async function dataExportsSettled(ctx: Pick<AppContext, 'db'>): Promise<void> {
  const jobs = running.get(ctx.db);
  while (jobs && jobs.size > 0) await Promise.allSettled([...jobs]);
}

/** Runs a build in the background of this process. */
function startBuild(ctx: AppContext, id: string): void {
  let jobs = running.get(ctx.db);
  if (!jobs) running.set(ctx.db, (jobs = new Set()));
  const job: Promise<void> = buildDataExport(ctx, id)
    .catch((error: unknown) => ctx.log.error({ err: error, exportId: id }, 'data export failed'))
    .finally(() => jobs.delete(job));
  jobs.add(job);
}

/**
 * Asks for a copy of the user's data: stores the request (pending) and starts its build; a request while one is still
 * being built answers that one. The cookie choice the request came with is recorded among the consents.
 */
export async function requestDataExport(
  ctx: AppContext,
  user: UserRow,
  locale: Locale,
  cookiesAccepted: string | undefined,
): Promise<DataExportRequested> {
  const answer: DataExportRequested = {
    requested: true,
    email: user.email,
    readyWithinSeconds: DATA_EXPORT_READY_SECONDS,
    linkValidHours: DATA_EXPORT_LINK_HOURS,
  };
  const [latest] = await ctx.db
    .select({ id: dataExports.id, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.userId, user.id))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  if (!startsNewDataExport(latest)) return answer;
  const id = randomUUID();
  // The unique index of pending copies settles two requests at once: the second inserts nothing.
  const inserted = await ctx.db
    .insert(dataExports)
    .values({
      id,
      userId: user.id,
      status: 'pending',
      language: locale,
      cookiesAccepted: cookiesAccepted === 'true' || cookiesAccepted === 'false' ? cookiesAccepted : null,
      requestedAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: dataExports.id });
  if (inserted.length === 0) return answer;
  startBuild(ctx, id);
  return answer;
}

/** Takes up the builds left pending (a server that stopped in the middle of one): at every start. */
export async function resumeDataExports(ctx: AppContext): Promise<void> {
  const rows = await ctx.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .orderBy(asc(dataExports.requestedAt));
  for (const row of rows) startBuild(ctx, row.id);
}

/** Builds a pending copy once (claimed by one conditional update), stores it with its link and mails the link. */
export async function buildDataExport(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(dataExports)
    .set({ startedAt: now })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'pending'),
        or(isNull(dataExports.startedAt), lt(dataExports.startedAt, new Date(now.getTime() - STALE_BUILD_MS))),
      ),
    )
    .returning();
  if (!claimed) return;
  try {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
    if (!user) return;
    const locale = parseLocale(claimed.language);
    const document = await gatherDataExport(ctx, user, claimed, locale);
    const pdf = await renderDataExportPdf(document, locale);
    const json = Buffer.from(JSON.stringify(document, null, 2), 'utf8');
    const archive = zip(
      [
        { name: DATA_EXPORT_FILES.json, bytes: json },
        { name: DATA_EXPORT_FILES.pdf, bytes: pdf },
      ],
      now,
    );
    const token = newToken();
    const readyAt = ctx.now();
    await ctx.db
      .update(dataExports)
      .set({
        status: 'ready',
        readyAt,
        tokenHash: sha256(token),
        expiresAt: dataExportLinkExpiry(readyAt),
        archive: archive.toString('base64'),
        fileName: dataExportArchiveName(readyAt.toISOString().slice(0, 10)),
      })
      .where(eq(dataExports.id, id));
    const texts = EXPORT_MAIL_TEXTS[locale];
    await ctx.mailer.send(
      render(user.email, {
        subject: texts.subject,
        before: texts.before(user.name),
        link: `${ctx.options.publicUrl}/api/user/data-export/download?token=${encodeURIComponent(token)}`,
        after: texts.after(DATA_EXPORT_LINK_HOURS),
      }),
    );
  } catch (error) {
    await ctx.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
    throw error;
  }
}

/** Everything the server keeps about the user, area by area. */
export async function gatherDataExport(
  ctx: AppContext,
  user: UserRow,
  request: Pick<DataExportRow, 'requestedAt' | 'cookiesAccepted'>,
  locale: Locale,
): Promise<DataExportDocument> {
  const [profile, notifications, layout, subjects, devices, reads, questions, alerts, watchlist, live] =
    await Promise.all([
      findProfile(ctx.db, user.id),
      notificationSettings(ctx, user),
      layoutOf(ctx.db, user),
      listSubjects(ctx.db),
      deviceRecords(ctx, user.id),
      ctx.db
        .select({ read: contentReads, item: contentItems })
        .from(contentReads)
        .innerJoin(contentItems, eq(contentItems.id, contentReads.contentId))
        .where(eq(contentReads.userId, user.id))
        .orderBy(desc(contentReads.readAt)),
      ctx.db
        .select()
        .from(analystQuestions)
        .where(eq(analystQuestions.userId, user.id))
        .orderBy(asc(analystQuestions.askedAt)),
      ctx.db.select().from(marketAlerts).where(eq(marketAlerts.userId, user.id)).orderBy(asc(marketAlerts.createdAt)),
      ctx.db.select().from(marketWatchlists).where(eq(marketWatchlists.userId, user.id)).limit(1),
      ctx.db
        .select()
        .from(liveSessionRegistrations)
        .where(eq(liveSessionRegistrations.userId, user.id))
        .orderBy(asc(liveSessionRegistrations.registeredAt)),
    ]);
  const subjectName = (id: number) => {
    const subject = subjects.find((each) => each.id === id);
    return subject ? (subject[`name${locale}`] ?? subject.nome) : String(id);
  };
  const { favoriteContent, saved_news: savedNews, ...preferences } = layout.config;
  const consents: ExportedConsent[] = [
    {
      kind: 'terms-and-privacy-policy',
      granted: true,
      at: iso(user.createdAt),
      source: profile?.personType ? 'registration' : 'account-created-by-the-team',
    },
    { kind: 'notifications', granted: !notifications.blockAll, at: iso(profile?.updatedAt), source: 'my-account' },
    {
      kind: 'push-notifications',
      granted: devices.some((device) => device.push?.pushToken),
      at: iso(devices.find((device) => device.push?.pushToken)?.push?.updatedAt),
      source: 'device-registration',
    },
  ];
  if (request.cookiesAccepted !== null)
    consents.push({
      kind: 'cookies',
      granted: request.cookiesAccepted === 'true',
      at: iso(request.requestedAt),
      source: 'cookie-notice-of-the-browser-that-asked',
    });
  return {
    format: DATA_EXPORT_FORMAT,
    generatedAt: ctx.now().toISOString(),
    account: {
      userCode: user.userCode,
      email: user.email,
      name: user.name,
      profile: user.profile,
      signature: user.signature,
      language: user.language,
      personType: profile?.personType ?? null,
      document: profile?.document ?? null,
      phone: profile?.phone ?? null,
      country: profile?.country ?? 'BR',
      groups: profile?.groups ?? [],
      createdAt: user.createdAt.toISOString(),
      demoEndsAt: iso(user.demoEndsAt),
    },
    preferences: {
      ...preferences,
      viewstyle: parseViewStyle(user.viewstyle),
      skipTour: user.skipTour,
      updatedAt: iso(layout.updatedAt),
    },
    notifications: {
      blockAll: notifications.blockAll,
      choices: notifications.items.map((item) => ({
        commodity: item.commodity,
        name: subjectName(item.commodity),
        email: item.email,
        app: item.app,
      })),
    },
    devices: devices.map((device) => {
      const userAgent = device.sessions[0]?.userAgent ?? '';
      return {
        id: device.id,
        browser: browserOf(userAgent),
        system: operatingSystemOf(userAgent),
        confirmedAt: iso(device.trusted?.createdAt),
        lastUsedAt: device.lastUsedAt.toISOString(),
        push: device.push
          ? {
              platform: device.push.platform,
              deviceType: device.push.deviceType,
              hasPushToken: device.push.pushToken !== null,
              registeredAt: device.push.createdAt.toISOString(),
            }
          : null,
        sessions: device.sessions.map((session) => ({
          startedAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          endedAt: iso(session.endedAt),
          endedReason: session.endedReason,
          ip: session.requestIp,
          userAgent: session.userAgent,
          rememberMe: session.remember,
        })),
      };
    }),
    reads: reads.map(({ read, item }) => ({
      contentId: read.contentId,
      title: itemTitle(item, locale),
      readAt: read.readAt.toISOString(),
    })),
    favourites: favoriteContent
      .filter((favourite) => favourite.content.length > 0)
      .map((favourite) => ({
        commodity: favourite.commodity,
        name: subjectName(favourite.commodity),
        contentIds: favourite.content.map((content) => content.id),
      })),
    schedule: { contentIds: savedNews.map(Number).filter((id) => Number.isSafeInteger(id)) },
    questions: questions.map((q) => ({
      askedAt: q.askedAt.toISOString(),
      commodity: q.commodity,
      question: q.question,
    })),
    alerts: alerts.map((a) => ({
      instrument: a.instrumentId,
      kind: a.kind,
      level: a.level,
      state: a.state,
      createdAt: a.createdAt.toISOString(),
      firedAt: iso(a.firedAt),
    })),
    watchlist: watchlist[0]?.instruments ?? [],
    liveSessions: live.map((l) => ({ sessionId: l.sessionId, registeredAt: l.registeredAt.toISOString() })),
    consents,
  };
}

/** What a download finds: the archive (the link now used), or why the link does not work, in the copy's language. */
export type DataExportDownload =
  | { state: 'valid'; archive: Buffer; fileName: string }
  | { state: Exclude<DataExportLinkState, 'valid'>; locale: Locale | undefined };

/**
 * Uses a link atomically (of two requests at once, one gets the archive) and empties the stored archive; expired
 * archives are emptied along the way.
 */
export async function useDataExportLink(ctx: AppContext, token: string): Promise<DataExportDownload> {
  const now = ctx.now();
  const hash = sha256(token);
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.tokenHash, hash)).limit(1);
  const state = dataExportLinkState(row, now);
  if (state === 'valid' && row) {
    const [used] = await ctx.db
      .update(dataExports)
      .set({ usedAt: now, archive: null })
      .where(and(eq(dataExports.id, row.id), isNull(dataExports.usedAt)))
      .returning({ id: dataExports.id });
    if (used && row.archive)
      return {
        state: 'valid',
        archive: Buffer.from(row.archive, 'base64'),
        fileName: row.fileName ?? 'celeiro-data.zip',
      };
    return { state: 'used', locale: parseLocale(row.language) };
  }
  if (state === 'expired' && row)
    await ctx.db
      .update(dataExports)
      .set({ archive: null })
      .where(inArray(dataExports.id, [row.id]));
  return { state: state === 'valid' ? 'used' : state, locale: row ? parseLocale(row.language) : undefined };
}
