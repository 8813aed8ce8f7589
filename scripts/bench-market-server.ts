// The server the market benchmark streams from: the reference server from source on a data folder, its clock moved
// to a weekday noon in São Paulo (BENCH_CLOCK_SHIFT_MS, whole minutes, so the feed's ticks keep the real clock's
// boundaries) so that the futures and exchange rates trade whatever the hour of the run; it writes a subscriber's
// bearer token and the acceptor token of its quotes module (one line each) to BENCH_TOKEN_FILE once listening.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildServer } from '../server/app';
import { createSession } from '../server/testing';

const env = process.env;
const shift = Number(env.BENCH_CLOCK_SHIFT_MS ?? 0);
const server = await buildServer({
  dataDir: env.DATA_DIR ?? 'memory://',
  dataTemplateDir: env.DATA_TEMPLATE_DIR,
  logger: false,
  rateLimit: false,
  // No content items: the benchmark reads quotes only.
  contentItems: 0,
  now: () => new Date(Date.now() + shift),
});
await server.app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
const { token, acceptorToken } = await createSession(server, 'assinante@example.com');
if (env.BENCH_TOKEN_FILE) writeFileSync(env.BENCH_TOKEN_FILE, `${token}\n${acceptorToken}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
