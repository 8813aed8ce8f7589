// Shared scenario state for the core-assembly steps of the domain features: the core wired to fakes,
// the user's language, and a few small helpers.
import { parseLocale, type Locale } from '../../../core';
import { activeUser } from '../../../tests/fakes/builders';
import { createCoreKit, type CoreKit } from '../../../tests/fakes/core-kit';
import { flushPromises } from '../../../tests/fakes/fake-apis';
import { type CeleiroWorld } from '../world';

/** The core wired to fakes for this scenario, created on first use. */
export function kit(world: CeleiroWorld): CoreKit {
  let existing = world.vars.get('kit') as CoreKit | undefined;
  if (!existing) {
    existing = createCoreKit();
    world.vars.set('kit', existing);
  }
  return existing;
}

/** A value a previous step left, or the fallback made (and kept) on first use. */
export function remembered<T>(world: CeleiroWorld, key: string, make: () => T): T {
  if (!world.vars.has(key)) world.vars.set(key, make());
  return world.vars.get(key) as T;
}

/** Sets the user's language. */
export function useLanguage(world: CeleiroWorld, locale: string): void {
  world.vars.set('locale', parseLocale(locale));
}

/** The user's language (PtBr unless a step chose another). */
export function language(world: CeleiroWorld): Locale {
  return (world.vars.get('locale') as Locale | undefined) ?? 'PtBr';
}

/** A comma-separated list of the feature text, as items ('' is the empty list). */
export function items(text: string): string[] {
  return text.trim() === '' ? [] : text.split(',').map((item) => item.trim());
}

/** Maria's session on this device (remembered), with her tokens. */
export function giveMariaASession(world: CeleiroWorld, fields: Parameters<typeof activeUser>[0] = {}): void {
  kit(world).session.save(
    activeUser({
      email: 'maria@example.com',
      token: 'tok-maria',
      acptoken: 'acp-maria',
      refresh_token: 'ref-maria',
      ...fields,
    }),
    true,
  );
}

/** Lets time pass on the scenario's clock, then lets the work it started finish. */
export async function letTimePass(world: CeleiroWorld, ms: number): Promise<void> {
  kit(world).clock.advance(ms);
  await flushPromises();
}

/** Remembers a text result (a formatted value) for a "reads" step. */
export function keepText(world: CeleiroWorld, text: string): void {
  world.vars.set('text', text);
}

/** The text result a previous step kept. */
export function keptText(world: CeleiroWorld): string {
  return String(world.vars.get('text'));
}
