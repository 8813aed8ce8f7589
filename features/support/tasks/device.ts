// Core tasks of the preferences-and-device feature.
import assert from 'node:assert/strict';
import {
  demoTrialEnd,
  detectDeviceType,
  detectPlatform,
  DeviceType,
  isDemoTrialRunning,
  isNativeApp,
  LayoutWatcher,
  Platform,
  SavePreferencesUseCase,
  Tour,
  withNativeTimeout,
  type LayoutMode,
  type Theme,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type CeleiroWorld } from '../world';
import { kit, remembered } from './common';

/** Theme and zoom changes are saved (if there is a session). */
export async function changePreferences(world: CeleiroWorld, theme: string, zoom?: number): Promise<void> {
  const k = kit(world);
  await new SavePreferencesUseCase(k.layoutApi, k.session).execute({
    theme: theme as Theme,
    ...(zoom === undefined ? {} : { zoom }),
  });
}

/** The preferences saved (null: none). */
export function expectSavedPreferences(world: CeleiroWorld, theme: string | null, zoom?: number): void {
  const saved = kit(world).layoutApi.preferences;
  if (theme === null) assert.deepEqual(saved, []);
  else assert.deepEqual(saved.at(-1), { theme, zoom });
}

function tour(world: CeleiroWorld): Tour {
  return remembered(world, 'tour', () => new Tour(kit(world).local));
}

/** The tour is started, then skipped or finished. */
export function runTour(world: CeleiroWorld, end: 'skipped' | 'finished'): void {
  tour(world).start();
  if (end === 'skipped') tour(world).skip();
  else tour(world).finish();
}

/** Whether the tour starts by itself (for a user who did not turn it off). */
export function expectTourStarts(world: CeleiroWorld, starts: boolean): void {
  assert.equal(new Tour(kit(world).local).shouldStartAutomatically(false), starts);
}

/** The screen's size at first. */
export function haveScreen(world: CeleiroWorld, width: number, height: number): void {
  world.vars.set(
    'layout',
    new LayoutWatcher(kit(world).clock, (mode) => world.vars.set('rendered', mode), width, height),
  );
}

/** The screen turns to a new size. */
export function turnScreen(world: CeleiroWorld, width: number, height: number): void {
  (world.vars.get('layout') as LayoutWatcher).resized(width, height);
}

/** The layout now. */
export function expectLayout(world: CeleiroWorld, mode: LayoutMode): void {
  assert.equal((world.vars.get('layout') as LayoutWatcher).mode, mode);
}

/** The browser's identity. */
export function identifyBrowser(world: CeleiroWorld, agent: string): void {
  world.vars.set('agent', agent);
}

/** The platform and device read from it. */
export function expectPlatform(world: CeleiroWorld, platform: string, device: string): void {
  const agent = world.vars.get('agent') as string;
  assert.equal(
    detectPlatform(agent),
    { android: Platform.ANDROID, ios: Platform.IOS, other: Platform.OTHER }[platform],
  );
  assert.equal(detectDeviceType(agent), { mobile: DeviceType.MOBILE, desktop: DeviceType.DESKTOP }[device]);
}

/** The product is opened at an address. */
export function openAt(world: CeleiroWorld, address: string): void {
  world.vars.set('address', address);
}

/** Whether the product runs inside the native app. */
export function expectNativeApp(world: CeleiroWorld, runs: boolean): void {
  assert.equal(isNativeApp(world.vars.get('address') as string), runs);
}

/** A moment of the scenario. */
export function itIs(world: CeleiroWorld, instant: string): void {
  world.vars.set('now', new FakeClock(instant));
}

/** A demo started at a moment. */
export function startDemo(world: CeleiroWorld, instant: string): void {
  world.vars.set('demoStart', instant);
}

/** Whether the demo is running now: until the end the server stores, 7 days after the start. */
export function expectDemoRunning(world: CeleiroWorld, running: boolean): void {
  assert.equal(
    isDemoTrialRunning(demoTrialEnd(world.vars.get('demoStart') as string), world.vars.get('now') as FakeClock),
    running,
  );
}

/** A biometric request waits for a phone that never answers. */
export function waitForBiometry(world: CeleiroWorld): void {
  world.vars.set('biometry', 'waiting');
  withNativeTimeout(new Promise<string>(() => {}), kit(world).clock).catch((error: Error) =>
    world.vars.set('biometry', error.message),
  );
}

/** The biometric request's state: 'waiting' or its failure message. */
export function expectBiometry(world: CeleiroWorld, state: string): void {
  assert.equal(world.vars.get('biometry'), state);
}
