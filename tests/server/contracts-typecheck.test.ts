// Each wire contract is declared once, in core/<area>/api.ts, and the server's TypeBox schemas are tied to it.
// Two proofs: (1) at compile time, `AssertSame` refuses a schema and a core type that drift apart in either
// direction — each `@ts-expect-error` below is a deliberate drift, so `tsc` fails if the check ever stops catching
// one; (2) at run time, every schema a route declares has its `AssertSame` beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Static } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  type ContentListQuery,
  type DeviceRegistration,
  type NotificationChoice,
  type NotificationChoices,
  type RegisterRequest,
  type SignInRequest,
} from '../../core';
import { type RegisterBody } from '../../server/account/registration.routes';
import { type NotificationsBody } from '../../server/account/routes';
import { type SignInBody } from '../../server/auth/routes';
import { type ListQuery } from '../../server/content/queries';
import { type DeviceBody } from '../../server/session/devices.routes';
import { type AssertSame, type Same } from '../../server/wire';

// The real pairs agree (the routes hold the same checks; these make the drifts below meaningful).
export type SignInAgrees = AssertSame<Static<typeof SignInBody>, SignInRequest>;
export type NotificationsAgree = AssertSame<Static<typeof NotificationsBody>, NotificationChoices>;

// A field the core adds and the schema does not follow: required …
// @ts-expect-error the schema lacks a field the core type requires
export type CoreAddsRequired = AssertSame<Static<typeof SignInBody>, SignInRequest & { captcha: string }>;
// … or optional.
// @ts-expect-error the schema lacks a field the core type allows
export type CoreAddsOptional = AssertSame<Static<typeof ListQuery>, ContentListQuery & { tag?: string }>;

// A field the core removes and the schema still declares.
// @ts-expect-error the schema declares a field the core type no longer has
export type CoreRemoves = AssertSame<Static<typeof SignInBody>, Omit<SignInRequest, 'remember'>>;

// A field the core retypes.
type RetypedDevice = Omit<DeviceRegistration, 'platform'> & { platform: string };
// @ts-expect-error the schema types a field differently from the core type
export type CoreRetypes = AssertSame<Static<typeof DeviceBody>, RetypedDevice>;

// A field the core makes required (or the schema makes optional).
type LanguageRequired = Omit<RegisterRequest, 'language'> & Required<Pick<RegisterRequest, 'language'>>;
// @ts-expect-error the schema lets out a field the core type requires
export type CoreRequires = AssertSame<Static<typeof RegisterBody>, LanguageRequired>;

// A field the core stops accepting null for.
type DeviceIdNotNull = Omit<SignInRequest, 'device_id'> & { device_id?: string };
// @ts-expect-error the schema accepts null where the core type does not
export type CoreDropsNull = AssertSame<Static<typeof SignInBody>, DeviceIdNotNull>;

// A drift inside an array of objects.
type SmsChoices = { blockAll: boolean; items: (NotificationChoice & { sms: boolean })[] };
// @ts-expect-error the schema's items lack a field the core items have
export type NestedDrift = AssertSame<Static<typeof NotificationsBody>, SmsChoices>;

// `Same` is identity, not assignability, whichever way round.
export const sameIsIdentity: [
  Same<{ a?: string }, { a?: string }>,
  Same<{ a: string }, { a?: string }>,
  Same<{ a?: string }, { a: string }>,
] = [true, false, false];

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

/** Every TypeScript source of the server. */
function serverSources(dir = serverDir): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSources(path);
    return entry.name.endsWith('.ts') ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

describe('the wire contract', () => {
  const sources = serverSources();
  const tieOf = (name: string) => new RegExp(`AssertSame<Static<typeof ${name}>,\\s*\\w+>`);

  it('ties every schema a route declares (body, query, params, headers) to its type with AssertSame', () => {
    const uses = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/\bschema: \{([^}]*)\}/g)].flatMap((schema) =>
        [...schema[1]!.matchAll(/\b(?:body|querystring|params|headers):\s*(\w+)/g)].map((match) => ({
          path,
          name: match[1]!,
        })),
      ),
    );
    // Some thirty schemas exist today: finding none would mean this scan stopped seeing them, not that all is well.
    expect(uses.length).toBeGreaterThan(25);
    const declares = (text: string, name: string) => new RegExp(`\\bconst ${name} = Type\\.`).test(text);
    const untied = uses.filter(({ path, name }) => {
      // The schema is tied where it is declared: in the file that uses it, else in the module that exports it.
      const here = sources.find((source) => source.path === path)!;
      const declaring = declares(here.text, name)
        ? [here]
        : sources.filter((source) => new RegExp(`export const ${name} = Type\\.`).test(source.text));
      return declaring.length !== 1 || !tieOf(name).test(declaring[0]!.text);
    });
    expect(untied.map(({ path, name }) => `${relative(serverDir, path)}: ${name}`)).toEqual([]);
  });

  it('declares no wire type of the app on the server: every tie names a type from core (the dev mailbox, push outbox and shell simulator aside)', () => {
    // wire.ts itself shows the pattern in its comment.
    const ties = sources
      .filter(({ path }) => relative(serverDir, path) !== 'wire.ts')
      .flatMap(({ path, text }) =>
        [...text.matchAll(/AssertSame<Static<typeof \w+>,\s*(\w+)>/g)].map((match) => ({
          path,
          type: match[1]!,
          text,
        })),
      );
    expect(ties.length).toBeGreaterThan(25);
    const local = ties.filter(
      ({ type, text }) => !new RegExp(`import \\{[^}]*\\btype ${type}\\b[^}]*\\} from '\\.\\./\\.\\./core'`).test(text),
    );
    // The development-only tools (the mails and pushes the server sent, the shell simulator) are no part of the app's contract.
    expect(local.map(({ path, type }) => `${relative(serverDir, path)}: ${type}`).sort()).toEqual([
      'mail/dev.routes.ts: MailboxFilter',
      'native/dev.routes.ts: ShellSimulatorQuery',
      'push/dev.routes.ts: PushOutboxFilter',
    ]);
  });
});
