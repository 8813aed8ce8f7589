// Development tools (under /dev): the native shell simulator, a page that opens the app in a frame and plays the
// shell's side of adapters/native/PROTOCOL.md. Not registered in production.
import { Type, type Static } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type AssertSame, Text } from '../wire';
import { simulatorPage } from './simulator-page';

/**
 * The simulator's query, read by its page: the app's start address, and settings applied over the stored ones
 * (`lang` is the language every request may carry).
 */
export interface ShellSimulatorQuery {
  start?: string;
  available?: string;
  type?: string;
  passes?: string;
  silent?: string;
  token?: string;
  reset?: string;
  lang?: string;
}
// The simulator is the server's own tool for QA, not a call of the app: its contract lives here, not in core.
const ShellSimulatorQuery = Type.Object({
  start: Type.Optional(Text(2048)),
  available: Type.Optional(Text(8)),
  type: Type.Optional(Text(16)),
  passes: Type.Optional(Text(8)),
  silent: Type.Optional(Text(8)),
  token: Type.Optional(Text(512)),
  reset: Type.Optional(Text(8)),
  lang: Type.Optional(Text(16)),
});
export type ShellSimulatorQueryIsDeclared = AssertSame<Static<typeof ShellSimulatorQuery>, ShellSimulatorQuery>;

/** Registers /dev/shell. Its inline script and style run under its answer's own CSP nonces. */
export function shellSimulatorRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: ShellSimulatorQuery }>(
    '/shell',
    { schema: { querystring: ShellSimulatorQuery }, helmet: { enableCSPNonces: true } },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(simulatorPage(reply.cspNonce)),
  );
}
