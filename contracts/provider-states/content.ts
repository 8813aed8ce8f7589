import { sql } from 'drizzle-orm';
import { attachmentPath } from '../../core';
import { generateContent, insertContent } from '../../server/content/seed';
import { seedConsulting } from '../../server/content/consulting-seed';
import { seedServicesIfEmpty } from '../../server/services/seed';
import { issueDownloadToken } from '../../server/content/download-tokens.repository';
import { calendarEvents } from '../../server/db/tables';
import { createSession, getUser, queryRows } from '../../server/testing';
import { type StateParams, type StateServer, type StateSetup } from './state';

/** The items the content interactions name: one the subscriber may read (a report with an attachment and an event), one outside the plan, one of Hedge solutions. */
export const CONTENT_FIXTURES = { open: 900_001, locked: 900_002, hedge: 900_003 } as const;

/** Publishes a few hundred seeded items and the three fixtures (once: the content outlives the reseed of each state). */
async function publishContent(server: StateServer): Promise<void> {
  const content = generateContent(300, server.now());
  const base = content.items[0]!;
  const fixture = (id: number, subjectId: number, fields: Partial<typeof base> = {}) => ({
    ...base,
    id,
    subjectId,
    publicationType: 'report',
    free: false,
    exclusive: false,
    highlight: true,
    titlePt: `Relatório ${id}`,
    event: null,
    ...fields,
  });
  const publishedAt = new Date(server.now().getTime() - 3_600_000);
  content.items.push(
    fixture(CONTENT_FIXTURES.open, 1, {
      hasAttachment: true,
      dtPublish: publishedAt,
      dtReport: publishedAt,
      dtSort: publishedAt,
      attachments: [
        {
          name: 'relatorio.pdf',
          url: attachmentPath(CONTENT_FIXTURES.open, 1),
          mimeType: 'application/pdf',
          size: 120_000,
        },
      ],
      event: {
        type: 'online',
        allDay: false,
        start: '2026-12-01T13:00:00.000Z',
        end: '2026-12-01T15:00:00.000Z',
        location: null,
        price: 0,
        link: 'https://eventos.celeiro.example/900001',
        relatedNews: [1],
      },
    }),
    fixture(CONTENT_FIXTURES.locked, 3),
    fixture(CONTENT_FIXTURES.hedge, 61),
  );
  for (const id of Object.values(CONTENT_FIXTURES))
    content.bodies.push({ contentId: id, bodyPt: `<p>Corpo do relatório ${id}.</p>`, bodyEn: null, bodyEs: null });
  await insertContent(server.db, content);
}

/** A signed-in user (the subscriber unless the state names another e-mail) with the content published. */
const signedInWithContent = async (server: StateServer, { email, token }: StateParams) => {
  await publishContent(server);
  await createSession(server, email!, { tokens: { token: token! } });
};

/**
 * The seeded plans, each translated into every language but PtBr (its own): the state fails, rather than let the
 * interaction pass on the PtBr fallback, when a listed plan lacks a translation.
 */
const plansInEveryLanguage = async (server: StateServer) => {
  const untranslated = await queryRows<{ id: number }>(
    server.db,
    sql`select id from content_plans where listed and not (translations ?& array['EnEu', 'EsEs', 'EsAr', 'PtPt'])`,
  );
  if (untranslated.length > 0)
    throw new Error(`plans without every translation: ${untranslated.map((row) => row.id).join(', ')}`);
};

/**
 * A download link of the open fixture's first attachment mailed to the subscriber (`token` as the consumer names it);
 * with `used`, the link has been used already.
 */
const downloadLinkMailed = async (server: StateServer, { token, used }: StateParams) => {
  await publishContent(server);
  const user = await getUser(server, 'assinante@example.com');
  const grant = { userId: user.id, contentId: CONTENT_FIXTURES.open, attachment: 1 };
  await issueDownloadToken(server.db, grant, server.now(), { token: token! });
  if (used === 'true') await server.app.inject({ method: 'GET', url: `/api/public/file/download?token=${token}` });
};

/** The events the calendar interactions name, in December 2026: open to the subscriber, and of a commodity outside the plan. */
export const EVENT_FIXTURES = { wasde: 900_001, fair: 900_002, cotton: 900_003 } as const;

/** The signed-in subscriber, the content, and three calendar events on fixed days (the seeded agenda moves with the day). */
const calendarPublished = async (server: StateServer, params: StateParams) => {
  await signedInWithContent(server, params);
  const base = {
    titleEn: null,
    titleEs: null,
    descriptionEn: null,
    descriptionEs: null,
    currency: 'BRL',
    relatedNews: [CONTENT_FIXTURES.open],
  };
  // Only the fixtures: the seeded agenda moves with the day.
  await server.db.delete(calendarEvents);
  await server.db.insert(calendarEvents).values([
    {
      ...base,
      id: EVENT_FIXTURES.wasde,
      disclosureType: 3,
      titlePt: 'USDA: relatório WASDE de oferta e demanda',
      descriptionPt: 'Estimativas mensais do USDA.',
      eventType: 'online',
      allDay: false,
      startsAt: new Date('2026-12-10T17:00:00Z'),
      endsAt: new Date('2026-12-10T18:00:00Z'),
      timeZone: 'America/New_York',
      location: null,
      price: null,
      link: 'https://www.usda.gov/oce/commodity/wasde',
      commodities: [16, 13],
      importance: 'high',
      free: false,
    },
    {
      ...base,
      id: EVENT_FIXTURES.fair,
      disclosureType: 2,
      titlePt: 'Show Rural: feira de tecnologia agrícola',
      descriptionPt: 'Cinco dias de feira.',
      eventType: 'in-person',
      allDay: true,
      startsAt: new Date('2026-12-14T03:00:00Z'),
      endsAt: new Date('2026-12-19T03:00:00Z'),
      timeZone: 'America/Sao_Paulo',
      location: 'Cascavel (PR)',
      price: 0,
      link: 'https://eventos.celeiro.example/show-rural',
      commodities: [16],
      importance: null,
      free: true,
    },
    {
      ...base,
      id: EVENT_FIXTURES.cotton,
      disclosureType: 3,
      titlePt: 'Encontro de produtores de algodão',
      eventType: 'in-person',
      allDay: false,
      startsAt: new Date('2026-12-15T12:00:00Z'),
      endsAt: new Date('2026-12-15T20:00:00Z'),
      timeZone: 'America/Bahia',
      location: 'Luís Eduardo Magalhães (BA)',
      price: 350,
      link: null,
      commodities: [3],
      importance: 'medium',
      free: false,
    },
  ]);
};

/**
 * The signed-in user (the subscriber unless the state names another e-mail), the content, and the consulting
 * deliverables written again over that content (their documents are its reports' attachments).
 */
const consultingDelivered = async (server: StateServer, params: StateParams) => {
  await seedServicesIfEmpty(server.db, server.now());
  await signedInWithContent(server, params);
  await seedConsulting(server.db, server.now());
};

/** Provider states of the content calls and the cache-service reads. */
export const contentStates: Record<string, StateSetup> = {
  'content is published and the user is signed in': signedInWithContent,
  'content is published': (server) => publishContent(server),
  'calendar events are published and the user is signed in': calendarPublished,
  'consulting deliverables are published and the user is signed in': consultingDelivered,
  'a download link was mailed to the user': downloadLinkMailed,
  'the plans are offered in every language': plansInEveryLanguage,
};
