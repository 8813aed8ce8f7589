// The site around the API: the built SPA with its fallback, /config.json and /appversion.json (the health checks are
// in health.routes.ts).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppConfig, type AppVersion } from '../../core';
import { type AppContext } from '../context';
import { accessDenied, notFound, sendError } from '../errors';
import { safeEqual } from '../security/tokens';
import { RoutedIndex } from './route-preloads';
import { webManifest, type WebManifest } from './web-manifest';

/** How often the app polls the user-info check (ms), announced in /config.json. */
export const CHECK_USER_INFO_POLLING_MS = 60_000;

/** The version reported when no build exists and none is configured. */
export const DEVELOPMENT_VERSION = 'development';

const SERVICE_PREFIXES = ['/api', '/cache', '/dev', '/metrics'];

/** Whether a path belongs to the API, the cache service, the dev tools or the metrics (never answered by the SPA). */
export function isServicePath(path: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Celeiro</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">
<h1>Celeiro</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> and reload this page.</p>
<p>O aplicativo ainda não foi gerado. Execute <code>npm run build</code> e recarregue a página.</p>
<p>The API is available under <code>/api/</code>.</p>
</body></html>`;

/** Whether the credentials of an `Authorization: Basic …` header match. */
function basicAuthMatches(header: string | undefined, user: string, password: string): boolean {
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return false;
  // Both comparisons always run, so timing says nothing about which part was wrong.
  const userOk = safeEqual(decoded.slice(0, separator), user);
  const passwordOk = safeEqual(decoded.slice(separator + 1), password);
  return userOk && passwordOk;
}

/** The base URLs of the media embed services (SPEC §9; the reference server names placeholder services). */
const MEDIA_EMBEDS = {
  video: 'https://video.celeiro.example/embed/',
  audio: 'https://audio.celeiro.example/embed/',
  podcast: 'https://podcast.celeiro.example/episode/',
} as const;

/** Registers the SPA, /config.json and /appversion.json. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = resolve(ctx.options.staticDir);
  const indexFile = join(root, 'index.html');
  const routedIndex = new RoutedIndex(root);

  await app.register(fastifyStatic, {
    root,
    // One route per file the build holds when the server starts (a deployment's build never changes under it): a
    // wildcard route would read the folder's listing on every request, to check the path's spelling.
    wildcard: false,
    // The build writes a .br and a .gz beside every file; the one the client accepts is sent as it is.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.startsWith(join(root, 'assets'));
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get<{ Reply: AppConfig }>('/config.json', async (request, reply): Promise<AppConfig> => {
    if (!basicAuthMatches(request.headers.authorization, ctx.options.configUser, ctx.options.configPassword)) {
      reply.header('WWW-Authenticate', 'Basic realm="Celeiro", charset="UTF-8"');
      throw accessDenied();
    }
    const origin = `${request.protocol}://${request.host}/`;
    reply.header('Cache-Control', 'no-store');
    return {
      api_url: '/api/',
      api_cache: '/cache/',
      api_cache_key: ctx.options.cacheKey,
      checkUserInfoPoolingTime: ctx.options.userInfoPollMs ?? CHECK_USER_INFO_POLLING_MS,
      URL_PRODUCTION: ctx.options.urlProduction ?? origin,
      URL_MOBILE: ctx.options.urlMobile ?? origin,
      brand: ctx.options.brand,
      pushProjectIds: ctx.options.pushProjectIds,
      mediaEmbeds: MEDIA_EMBEDS,
    };
  });

  // The hash (APP_VERSION, else the built index.html's), and the build's date: when the build wrote index.html.
  app.get<{ Reply: AppVersion }>('/appversion.json', async (_request, reply): Promise<AppVersion> => {
    reply.header('Cache-Control', 'no-store');
    try {
      const [html, built] = await Promise.all([readFile(indexFile), stat(indexFile)]);
      const hash = ctx.options.appVersion ?? createHash('sha256').update(html).digest('hex').slice(0, 20);
      return { hash, builtAt: built.mtime.toISOString() };
    } catch {
      return { hash: ctx.options.appVersion ?? DEVELOPMENT_VERSION };
    }
  });

  // The installable app's manifest, in the brand this server serves.
  app.get<{ Reply: WebManifest }>('/manifest.webmanifest', async (_request, reply): Promise<WebManifest> => {
    reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache');
    return webManifest(ctx.options.brand);
  });

  /** Answers a GET the router did not know: the SPA's index.html for app paths, a JSON 404 for everything else. */
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const isAppPath =
      (request.method === 'GET' || request.method === 'HEAD') && !isServicePath(path) && !lastSegment.includes('.');
    if (!isAppPath) return sendError(request, reply, notFound());
    if (!existsSync(indexFile))
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(MISSING_BUILD_PAGE);
    // index.html with a preload of what the route entered loads first, or as the build wrote it.
    const page = routedIndex.page(path, request.headers['accept-language']);
    if (page === undefined) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .send(page);
  });
}
