// The layout routes (SPEC §7, Layout): the display preferences (layout), the whole layout (layoutwdma/loadconfig,
// saveconfig) and its history (layoutwdma-hist). Each needs a live session; a visitor's layout stays on the device.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  DETAIL_ALIGNMENTS,
  type LayoutConfigChanges,
  type LayoutPreferencesChanges,
  type LayoutVersionParams,
  type LayoutVersion,
  type SavedLayout,
  type SavedLayoutConfig,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
  THEMES,
} from '../../core';
import { type AppContext } from '../context';
import { notFound } from '../errors';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals } from '../wire';
import {
  layoutOf,
  layoutVersionOf,
  layoutVersionsOf,
  saveLayout,
  type StoredLayout,
  type StoredLayoutVersion,
} from './layout.repository';

/** A zoom level: 80 to 120 in steps of 10. */
const Zoom = () => Type.Integer({ minimum: 80, maximum: 120, multipleOf: 10 });

const PreferenceFields = {
  theme: literals(THEMES),
  canDisplayTicker: Type.Boolean(),
  tickerViewAtTheTop: Type.Boolean(),
  zoom: Zoom(),
  zoomDetail: Zoom(),
  formatAlignDetail: literals(DETAIL_ALIGNMENTS),
  rateTextSpeech: Type.Number({ minimum: SPEECH_RATE_MIN, maximum: SPEECH_RATE_MAX }),
};
const PreferencesBody = Type.Partial(Type.Object(PreferenceFields), { additionalProperties: false });
export type PreferencesBodyIsCore = AssertSame<Static<typeof PreferencesBody>, LayoutPreferencesChanges>;

const ConfigBody = Type.Partial(
  Type.Object({
    ...PreferenceFields,
    favoriteContent: Type.Array(
      Type.Object({ commodity: Int(0), content: Type.Array(Type.Object({ id: Int(0) }), { maxItems: 500 }) }),
      { maxItems: 100 },
    ),
    // News ids: letters, digits, '_' and '-' only (a lone surrogate or a control character never reaches the jsonb).
    saved_news: Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }), {
      maxItems: 1000,
    }),
  }),
  { additionalProperties: false },
);
export type ConfigBodyIsCore = AssertSame<Static<typeof ConfigBody>, LayoutConfigChanges>;

const VersionParams = Type.Object({ id: Int(1) });
export type VersionParamsIsCore = AssertSame<Static<typeof VersionParams>, LayoutVersionParams>;

/** The whole layout on the wire. */
function savedConfig(layout: StoredLayout): SavedLayoutConfig {
  return { ...layout.config, updatedAt: layout.updatedAt?.toISOString() ?? null };
}

/** The display preferences on the wire. */
function savedPreferences(layout: StoredLayout): SavedLayout {
  const { favoriteContent: _favorites, saved_news: _savedNews, ...preferences } = layout.config;
  return { ...preferences, updatedAt: layout.updatedAt?.toISOString() ?? null };
}

/** A version of the history on the wire. */
function wireVersion(version: StoredLayoutVersion): LayoutVersion {
  return {
    id: version.id,
    createdAt: version.createdAt.toISOString(),
    updatedAt: version.updatedAt.toISOString(),
    config: version.config,
  };
}

/** Registers the layout routes (under /api). */
export function layoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: SavedLayout }>('/layout', async (request) => {
    const { user } = await requireSession(ctx, request);
    return savedPreferences(await layoutOf(ctx.db, user));
  });

  app.post<{ Body: LayoutPreferencesChanges; Reply: SavedLayout }>(
    '/layout',
    { schema: { body: PreferencesBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return savedPreferences(await saveLayout(ctx.db, user, request.body, ctx.now()));
    },
  );

  app.get<{ Reply: SavedLayoutConfig }>('/layoutwdma/loadconfig', async (request) => {
    const { user } = await requireSession(ctx, request);
    return savedConfig(await layoutOf(ctx.db, user));
  });

  app.post<{ Body: LayoutConfigChanges; Reply: SavedLayoutConfig }>(
    '/layoutwdma/saveconfig',
    { schema: { body: ConfigBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return savedConfig(await saveLayout(ctx.db, user, request.body, ctx.now()));
    },
  );

  app.get<{ Reply: LayoutVersion[] }>('/layoutwdma-hist', async (request) => {
    const { user } = await requireSession(ctx, request);
    return (await layoutVersionsOf(ctx.db, user.id)).map(wireVersion);
  });

  app.get<{ Params: LayoutVersionParams; Reply: LayoutVersion }>(
    '/layoutwdma-hist/:id',
    { schema: { params: VersionParams } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      const version = await layoutVersionOf(ctx.db, user.id, request.params.id);
      if (!version) throw notFound();
      return wireVersion(version);
    },
  );

  // Restoring writes, so it is a POST (a GET must not change anything): the version becomes the layout again, as a new version.
  app.post<{ Params: LayoutVersionParams; Reply: SavedLayoutConfig }>(
    '/layoutwdma-hist/:id',
    { schema: { params: VersionParams } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      const version = await layoutVersionOf(ctx.db, user.id, request.params.id);
      if (!version) throw notFound();
      return savedConfig(await saveLayout(ctx.db, user, version.config, ctx.now(), true));
    },
  );
}
