// The seeded media: every kind (video, audio, podcast, TV cast, course, lecture) over several commodities, each with
// its duration, author, commodity, qualities and thumbnail; courses and lectures with ordered episodes; two embeds.
// Deterministic: fixed ids and dates counted back from the first start.
import { count, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { type Database } from '../db/database';
import { mediaItems, mediaKeys, type StoredEpisode, type StoredVariant } from './schema';

/** The generated files (scripts/generate-media.ts) and their lengths in seconds. */
const VIDEO: StoredVariant[] = [
  { height: 576, file: 'clip-576.webm' },
  { height: 480, file: 'clip-480.webm' },
];
const VIDEO_S = 6;
const TONE_A: StoredVariant[] = [{ height: 0, file: 'tone-a.wav' }];
const TONE_B: StoredVariant[] = [{ height: 0, file: 'tone-b.wav' }];
const TONE_S = 20;

interface SeedMedia {
  id: string;
  kind: string;
  subjectId: number;
  titles: [pt: string, en: string, es: string];
  author: string;
  free?: boolean;
  exclusive?: boolean;
  /** Days before the first start. */
  daysAgo: number;
  variants?: StoredVariant[];
  embed?: { service: 'video' | 'audio' | 'podcast'; ref: string };
  episodes?: [pt: string, en: string, es: string][];
}

const SEED: readonly SeedMedia[] = [
  {
    id: 'm-audio-cafe',
    kind: 'audio',
    subjectId: 7,
    titles: [
      'Abertura do café: o dia em 20 segundos',
      'Coffee opening: the day in 20 seconds',
      'Apertura del café: el día en 20 segundos',
    ],
    author: 'Marina Couto',
    daysAgo: 0,
    variants: TONE_A,
  },
  {
    id: 'm-audio-milho',
    kind: 'audio',
    subjectId: 13,
    titles: ['Milho: fechamento comentado', 'Corn: the close explained', 'Maíz: el cierre comentado'],
    author: 'Paulo Reis',
    daysAgo: 1,
    variants: TONE_B,
    free: true,
  },
  {
    id: 'm-podcast-soja',
    kind: 'podcast',
    subjectId: 16,
    titles: ['Podcast Soja Semanal', 'Weekly Soy podcast', 'Pódcast semanal de la soja'],
    author: 'Clara Nunes',
    daysAgo: 2,
    variants: TONE_B,
  },
  {
    id: 'm-podcast-embed',
    kind: 'podcast',
    subjectId: 1,
    titles: ['Açúcar e etanol no rádio', 'Sugar and ethanol on air', 'Azúcar y etanol en la radio'],
    author: 'Clara Nunes',
    daysAgo: 3,
    embed: { service: 'podcast', ref: 'acucar-etanol-42' },
  },
  {
    id: 'm-video-chicago',
    kind: 'video',
    subjectId: 23,
    titles: ['Chicago em gráficos', 'Chicago in charts', 'Chicago en gráficos'],
    author: 'Rafael Prado',
    daysAgo: 1,
    variants: VIDEO,
  },
  {
    id: 'm-video-algodao',
    kind: 'video',
    subjectId: 3,
    titles: ['Algodão: safra e exportação', 'Cotton: crop and exports', 'Algodón: cosecha y exportación'],
    author: 'Rafael Prado',
    daysAgo: 4,
    variants: VIDEO,
  },
  {
    id: 'm-video-embed',
    kind: 'video',
    subjectId: 7,
    titles: ['Entrevista: o café especial', 'Interview: specialty coffee', 'Entrevista: el café especial'],
    author: 'Marina Couto',
    daysAgo: 5,
    embed: { service: 'video', ref: 'cafe-especial-2026' },
  },
  {
    id: 'm-tvcast-mercado',
    kind: 'tvcast',
    subjectId: 16,
    titles: ['TV Celeiro: mercado físico', 'Celeiro TV: physical market', 'TV Celeiro: mercado físico'],
    author: 'Equipe Celeiro',
    daysAgo: 2,
    variants: VIDEO,
    exclusive: true,
  },
  {
    id: 'm-course-hedge',
    kind: 'course',
    subjectId: 17,
    titles: [
      'Curso: proteção de preços em farelo e óleo',
      'Course: price protection in soy meal and oil',
      'Curso: protección de precios en harina y aceite',
    ],
    author: 'Helena Duarte',
    daysAgo: 6,
    episodes: [
      ['Introdução', 'Introduction', 'Introducción'],
      ['Contratos futuros', 'Futures contracts', 'Contratos de futuros'],
      ['Opções', 'Options', 'Opciones'],
    ],
  },
  {
    id: 'm-lecture-clima',
    kind: 'lecture',
    subjectId: 13,
    titles: [
      'Palestra: clima e safra de milho',
      'Lecture: weather and the corn crop',
      'Conferencia: clima y cosecha de maíz',
    ],
    author: 'Jorge Amaral',
    daysAgo: 7,
    episodes: [
      ['Primeira parte', 'Part one', 'Primera parte'],
      ['Segunda parte', 'Part two', 'Segunda parte'],
    ],
  },
];

/** The media rows of the seed, dated back from `now`. */
export function seedMediaRows(now: Date): (typeof mediaItems.$inferInsert)[] {
  return SEED.map((item) => {
    const episodes: StoredEpisode[] | null = item.episodes
      ? item.episodes.map(([titlePt, titleEn, titleEs], index) => ({
          id: `${item.id}-e${index + 1}`,
          order: index + 1,
          titlePt,
          titleEn,
          titleEs,
          duration: VIDEO_S,
          variants: VIDEO,
        }))
      : null;
    const variants = item.variants ?? [];
    const duration = episodes
      ? episodes.reduce((sum, episode) => sum + episode.duration, 0)
      : variants === VIDEO
        ? VIDEO_S
        : variants.length > 0
          ? TONE_S
          : 600;
    return {
      id: item.id,
      kind: item.kind,
      subjectId: item.subjectId,
      titlePt: item.titles[0],
      titleEn: item.titles[1],
      titleEs: item.titles[2],
      author: item.author,
      duration,
      free: item.free ?? false,
      exclusive: item.exclusive ?? false,
      dtPublish: new Date(now.getTime() - item.daysAgo * 86_400_000 - 3_600_000),
      variants,
      embed: item.embed ?? null,
      episodes,
    };
  });
}

/** Seeds the media and the stream key when there are none yet (safe on a database made from an older template). */
export async function seedMediaIfEmpty(db: Database, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(mediaItems);
  if ((row?.n ?? 0) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(250252)`);
    const [again] = await tx.select({ n: count() }).from(mediaItems);
    if ((again?.n ?? 0) > 0) return false;
    await tx.insert(mediaItems).values(seedMediaRows(now));
    await tx
      .insert(mediaKeys)
      .values({ id: 1, key: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    return true;
  });
}
