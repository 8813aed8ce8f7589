// Core tasks of the home-menu feature.
import assert from 'node:assert/strict';
import {
  buildHomeMenu,
  DISABLED_HOME_COMMODITY,
  firstInformativePath,
  HOME_COMMODITIES,
  menuEntryLabel,
  type Brand,
  type HomeMenuGroup,
  type SubjectMenuItem,
} from '../../../core';
import { menuItem } from '../../../tests/fakes/builders';
import { type CeleiroWorld } from '../world';
import { items } from './common';

/** The subjects the menu call returns. */
export function haveSubjects(world: CeleiroWorld, rows: { id: string; name: string; enabled: string }[]): void {
  world.vars.set(
    'subjects',
    rows.map((row) => menuItem(Number(row.id), row.name, row.enabled === 'yes', { nameEnEu: row.name })),
  );
}

function subjects(world: CeleiroWorld): SubjectMenuItem[] {
  return world.vars.get('subjects') as SubjectMenuItem[];
}

/** The home menu is built for a brand. */
export function buildMenu(world: CeleiroWorld, brand: Brand): void {
  world.vars.set('menu', buildHomeMenu(subjects(world), brand));
}

/** A menu group lists the entries expected (in English), locked or not. */
export function expectMenuGroup(world: CeleiroWorld, title: string, entries: string, locked: boolean): void {
  const group = (world.vars.get('menu') as HomeMenuGroup[]).find((candidate) => candidate.title === title);
  assert.ok(group, `no group ${title}`);
  assert.deepEqual(
    group.entries.map((entry) => menuEntryLabel(entry, 'EnEu')),
    items(entries),
  );
  assert.ok(group.entries.every((entry) => entry.locked === locked));
}

/** The first informative place. */
export function expectFirstInformative(world: CeleiroWorld, path: string): void {
  assert.equal(firstInformativePath(subjects(world)), path);
}

/** The fixed home list. */
export function expectHomeList(enabled: number | null, disabled: { name: string; id: number } | null): void {
  if (enabled !== null) assert.equal(HOME_COMMODITIES.length, enabled);
  if (disabled !== null) assert.deepEqual(DISABLED_HOME_COMMODITY, disabled);
}
