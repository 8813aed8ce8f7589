// @vitest-environment jsdom
// A user's record in the back office lists the user's sessions: an open one with its start, an ended one with its
// end and why it ended, the reason written in the reader's language (never the server's code word).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminApiPort, type AdminUserSession, Profile, SessionEndReason } from '../../core';
import { bindAdmin } from '../../ui/di/admin-bindings';
import { bindOnce } from '../../ui/di/binding';
import { FakeAdminApi } from '../fakes/fake-admin-api';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';
import { textsOf } from '../support/texts';

afterEach(() => cleanup());

const session = (id: string, endedReason: AdminUserSession['endedReason']): AdminUserSession => ({
  id,
  userAgent: `Agent ${id}`,
  requestIp: '203.0.113.7',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastSeenAt: '2026-11-21T12:00:00.000Z',
  endedAt: endedReason ? '2026-11-21T12:00:00.000Z' : null,
  endedReason,
});

/** The record of a user with one session ended for each reason and one open, opened by an admin in `language`. */
async function sessionLines(language: string): Promise<string[]> {
  cleanup();
  const kit = createTestKit({ language });
  const admin = new FakeAdminApi();
  bindOnce(kit.container, bindAdmin);
  kit.container.rebind(AdminApiPort).toConstantValue(admin);
  signInBefore(kit, { roles: ['admin'] });
  const record = await admin.updateUser(5, {
    email: 'leitor@example.com',
    name: 'Leitor',
    personType: null,
    document: '',
    phone: '',
    country: 'BR',
    groups: [],
    language: 'PtBr',
    profile: Profile.SUBSCRIBER,
    signature: 'Gratuito',
    enabledSubjects: [],
    hasQuotesRights: false,
    roles: [],
    disabled: false,
  });
  record.sessions = [
    session('open', null),
    ...Object.values(SessionEndReason).map((reason) => session(reason, reason)),
  ];
  renderApp(kit, '/admin/users/register?id=5');
  await screen.findByText(/Agent open/);
  return screen.getAllByText(/^Agent /).map((agent) => agent.parentElement!.textContent ?? '');
}

/** The browser languages of the five locales. */
const TAGS = { PtBr: 'pt-BR', EnEu: 'en-GB', EsEs: 'es-ES', EsAr: 'es-AR', PtPt: 'pt-PT' } as const;

describe("a user's sessions in the back office", () => {
  it('say why each ended, in the reader’s language', async () => {
    const lines = await sessionLines(TAGS.EnEu);
    expect(lines[0]).toMatch(/^Open since .* Agent open$/);
    expect(lines.find((line) => line.endsWith('Agent disabled'))).toMatch(/\(account disabled\)/);
    expect(lines.find((line) => line.endsWith('Agent revoked'))).toMatch(/\(device ended from the account\)/);
    const portuguese = await sessionLines(TAGS.PtBr);
    expect(portuguese.find((line) => line.endsWith('Agent idle'))).toMatch(/^Encerrada em .*\(inatividade\)/);
  });

  it('write every reason in every language, never as its code word', async () => {
    for (const [locale, tag] of Object.entries(TAGS) as [keyof typeof TAGS, string][]) {
      const lines = await sessionLines(tag);
      expect(lines).toHaveLength(Object.values(SessionEndReason).length + 1);
      for (const reason of Object.values(SessionEndReason)) {
        const line = lines.find((candidate) => candidate.endsWith(`Agent ${reason}`))!;
        expect(line, `${locale} ${reason}`).toContain(`(${textsOf('admin', locale).endReasons[reason]})`);
        expect(line, `${locale} ${reason}`).not.toContain(`(${reason})`);
      }
    }
  });
});
