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
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals } from '../wire';
import {
  layoutConfig,
  layoutHistory,
  layoutVersion,
  preferences,
  restoreLayoutVersion,
  saveLayoutConfig,
  savePreferences,
} from './layout.service';

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

/** Registers the layout routes (under /api). */
export function layoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: SavedLayout }>('/layout', async (request) => {
    const { user } = await requireSession(ctx, request);
    return preferences(ctx, user);
  });

  app.post<{ Body: LayoutPreferencesChanges; Reply: SavedLayout }>(
    '/layout',
    { schema: { body: PreferencesBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return savePreferences(ctx, user, request.body);
    },
  );

  app.get<{ Reply: SavedLayoutConfig }>('/layoutwdma/loadconfig', async (request) => {
    const { user } = await requireSession(ctx, request);
    return layoutConfig(ctx, user);
  });

  app.post<{ Body: LayoutConfigChanges; Reply: SavedLayoutConfig }>(
    '/layoutwdma/saveconfig',
    { schema: { body: ConfigBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return saveLayoutConfig(ctx, user, request.body);
    },
  );

  app.get<{ Reply: LayoutVersion[] }>('/layoutwdma-hist', async (request) => {
    const { user } = await requireSession(ctx, request);
    return layoutHistory(ctx, user);
  });

  app.get<{ Params: LayoutVersionParams; Reply: LayoutVersion }>(
    '/layoutwdma-hist/:id',
    { schema: { params: VersionParams } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return layoutVersion(ctx, user, request.params.id);
    },
  );

  // Restoring writes, so it is a POST (a GET must not change anything): the version becomes the layout again, as a new version.
  app.post<{ Params: LayoutVersionParams; Reply: SavedLayoutConfig }>(
    '/layoutwdma-hist/:id',
    { schema: { params: VersionParams } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return restoreLayoutVersion(ctx, user, request.params.id);
    },
  );
}
