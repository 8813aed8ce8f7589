// The generated contract documents and where they go: contracts/COVERAGE.md and contracts/PROVIDER-STATES.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { coverageDocument, parseSpecCalls, providerStatesDocument, readPacts } from './pact-docs';
import { PACT_DIR } from './pact-names';
import { accountStates } from './provider-states/account';
import { adminStates } from './provider-states/admin';
import { authStates } from './provider-states/auth';
import { contentStates } from './provider-states/content';
import { marketAlertsStates } from './provider-states/market-alerts';
import { marketStates } from './provider-states/market';
import { mediaStates } from './provider-states/media';
import { publishingStates } from './provider-states/publishing';
import { servicesStates } from './provider-states/services';
import { sessionStates } from './provider-states/session';
import { shellStates } from './provider-states/shell';

/** SPEC, beside the project's folder (as a clean clone has it). */
export const SPEC_PATH = path.resolve('../shared/SPEC.md');

/** Each handler file of the reference server and the states it sets up (a file's own first: market.ts spreads its alerts'). */
const HANDLER_FILES: Record<string, Record<string, unknown>> = {
  'account.ts': accountStates,
  'admin.ts': adminStates,
  'auth.ts': authStates,
  'content.ts': contentStates,
  'market-alerts.ts': marketAlertsStates,
  'market.ts': marketStates,
  'media.ts': mediaStates,
  'publishing.ts': publishingStates,
  'services.ts': servicesStates,
  'session.ts': sessionStates,
  'shell.ts': shellStates,
};

/** The states the reference server's handlers set up, by handler file. */
export function handlerStates(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(HANDLER_FILES).map(([file, states]) => [file, Object.keys(states)]));
}

/** Both documents, as they should read now. */
export function generatedDocuments(): { file: string; content: string }[] {
  const pacts = readPacts(PACT_DIR);
  const calls = parseSpecCalls(readFileSync(SPEC_PATH, 'utf8'));
  return [
    { file: path.resolve('contracts/COVERAGE.md'), content: coverageDocument(calls, pacts) },
    { file: path.resolve('contracts/PROVIDER-STATES.md'), content: providerStatesDocument(pacts, handlerStates()) },
  ];
}
