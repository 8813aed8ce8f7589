// Core tasks of the roles, profiles and rights feature.
import assert from 'node:assert/strict';
import {
  askAnalystAvailability,
  canRequestDemo,
  dataDeletionOutcome,
  decideContentAccess,
  DEFAULT_ROUTE_RULE,
  INITIAL_ADMIN_ROLE,
  noRightsDialog,
  NOT_AUTHORIZED_PATH,
  Profile,
  roleSatisfies,
  type AccessDecision,
  type AdminRole,
  type AskAnalystAvailability,
  type DataDeletionOutcome,
  type RightsItem,
} from '../../../core';
import { type CeleiroWorld } from '../world';
import { language } from './common';

const COMMODITIES = { Coffee: 7, Corn: 13 } as const;
const PROFILES = { subscriber: Profile.SUBSCRIBER, demo: Profile.DEMO, free: Profile.FREE } as const;

/** The administrator's role. */
export function actAsAdministrator(world: CeleiroWorld, role: string): void {
  world.vars.set('role', role);
}

/** A rule lets the administrator in, or keeps them out. */
export function expectRule(world: CeleiroWorld, rule: AdminRole, result: 'lets in' | 'keeps out'): void {
  assert.equal(roleSatisfies(world.vars.get('role'), rule), result === 'lets in');
}

/** The fixed facts of admin access. */
export function expectAdminFacts(initial: string | null, ordinaryRule: string | null, fallback: string | null): void {
  if (initial !== null) assert.equal(INITIAL_ADMIN_ROLE, initial);
  if (ordinaryRule !== null) assert.equal(DEFAULT_ROUTE_RULE, ordinaryRule);
  if (fallback !== null) assert.equal(NOT_AUTHORIZED_PATH, fallback);
}

/** A user of a profile whose rights enable Coffee and disable Corn. */
export function beUser(world: CeleiroWorld, profile: keyof typeof PROFILES): void {
  const rights: RightsItem[] = [
    { id: 7, nome: 'Café', habilitado: true },
    { id: 13, nome: 'Milho', habilitado: false },
  ];
  world.vars.set('user', { profile: PROFILES[profile], rights });
}

function user(world: CeleiroWorld): { profile: Profile; rights: RightsItem[] } {
  return world.vars.get('user') as { profile: Profile; rights: RightsItem[] };
}

/** The demo trial has ended. */
export function endTrial(world: CeleiroWorld): void {
  world.vars.set('trialActive', false);
}

/** The user opens a content of a commodity (a free one when said). */
export function openContent(world: CeleiroWorld, commodity: keyof typeof COMMODITIES, free: boolean): void {
  const trialActive = world.vars.get('trialActive') as boolean | undefined;
  world.vars.set(
    'access',
    decideContentAccess({
      ...user(world),
      commodityId: COMMODITIES[commodity],
      free,
      ...(trialActive === undefined ? {} : { trialActive }),
    }),
  );
}

function access(world: CeleiroWorld): AccessDecision {
  return world.vars.get('access') as AccessDecision;
}

/** The content opens at the expected location. */
export function expectLocation(world: CeleiroWorld, location: string): void {
  assert.equal(access(world).location, location);
}

/** Some information is held back as an upsell. */
export function expectUpsell(world: CeleiroWorld): void {
  assert.equal(access(world).upsell, true);
}

/** The no-rights offer for the user's profile has the action and wording expected. */
export function expectNoRightsOffer(world: CeleiroWorld, action: string | null, wording: string | null): void {
  const dialog = noRightsDialog(user(world).profile, language(world));
  assert.equal(dialog.location, access(world).location);
  assert.equal(dialog.contactSupport, true);
  if (action !== null) assert.equal(dialog.action, action);
  if (wording !== null) assert.ok(dialog.message.includes(wording), dialog.message);
}

/** Whether the user may ask for a demo. */
export function expectDemoRequest(world: CeleiroWorld, may: boolean): void {
  assert.equal(canRequestDemo(user(world).profile), may);
}

/** The questions to the analyst left. */
export function haveQuestionsLeft(world: CeleiroWorld, remaining: number): void {
  world.vars.set('questionsLeft', remaining);
}

/** The user wants to ask the analyst. */
export function wantToAskAnalyst(world: CeleiroWorld): void {
  world.vars.set('askAnalyst', askAnalystAvailability(world.vars.get('questionsLeft') as number));
}

/** What asking the analyst offers. */
export function expectAskAnalystOffer(world: CeleiroWorld, expected: AskAnalystAvailability): void {
  assert.deepEqual(world.vars.get('askAnalyst'), expected);
}

/** A user asks to delete their data. */
export function askDataDeletion(world: CeleiroWorld, hasActiveContract: boolean): void {
  world.vars.set('deletion', dataDeletionOutcome(hasActiveContract));
}

/** The deletion request outcome. */
export function expectDeletion(world: CeleiroWorld, kind: string): void {
  const outcome = world.vars.get('deletion') as DataDeletionOutcome;
  assert.equal(outcome.kind, kind);
  assert.equal(outcome.endsSession, true);
}
