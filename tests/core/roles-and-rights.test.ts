import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  ADMIN_ROUTE_PREFIX,
  askAnalystAvailability,
  canRequestDemo,
  ContentLocation,
  dataDeletionOutcome,
  decideContentAccess,
  DEFAULT_ROUTE_RULE,
  hasRight,
  INITIAL_ADMIN_ROLE,
  isAdminRole,
  LOCALES,
  noRightsDialog,
  NOT_AUTHORIZED_PATH,
  otherMessage,
  Profile,
  roleSatisfies,
  rolesSatisfy,
  type AdminRole,
  type RightsItem,
} from '../../core';

// The messages are checked in every locale, which the app loads as the user switches to it.

describe('roleSatisfies', () => {
  const table: [AdminRole, AdminRole, boolean][] = [
    ['admin', 'admin', true],
    ['editor', 'admin', false],
    ['publisher', 'admin', false],
    ['admin', 'editor', true],
    ['editor', 'editor', true],
    ['publisher', 'editor', false],
    ['admin', 'publisher', true],
    ['editor', 'publisher', true],
    ['publisher', 'publisher', true],
  ];
  it.each(table)('role %s against the %s rule → %s', (role, rule, expected) => {
    expect(roleSatisfies(role, rule)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['superuser'], ['ADMIN'], [1], ['constructor']])(
    'an unknown role %j passes nothing',
    (role) => {
      for (const rule of ['admin', 'editor', 'publisher'] as const) expect(roleSatisfies(role, rule)).toBe(false);
      expect(isAdminRole(role)).toBe(false);
    },
  );

  it('a user passes a rule when any of their roles does, and a user with no admin role passes none', () => {
    expect(rolesSatisfy(['publisher', 'editor'], 'editor')).toBe(true);
    expect(rolesSatisfy(['publisher'], 'editor')).toBe(false);
    expect(rolesSatisfy(['superuser', 'admin'], 'admin')).toBe(true);
    for (const rule of ['admin', 'editor', 'publisher'] as const) {
      expect(rolesSatisfy([], rule)).toBe(false);
      expect(rolesSatisfy(['ADMIN', 'root'], rule)).toBe(false);
    }
  });

  it('starts admins as admin; ordinary routes carry the publisher rule; the fallback is not-authorized; admin routes live under /admin', () => {
    expect(INITIAL_ADMIN_ROLE).toBe('admin');
    expect(DEFAULT_ROUTE_RULE).toBe('publisher');
    expect(NOT_AUTHORIZED_PATH).toBe('/pages/not-authorized');
    expect(ADMIN_ROUTE_PREFIX).toBe('/admin');
  });
});

const rights: RightsItem[] = [
  { id: 7, nome: 'Café', habilitado: true },
  { id: 13, nome: 'Milho', habilitado: false },
];

describe('hasRight', () => {
  it('is true only for an enabled item of the list', () => {
    expect(hasRight(rights, 7)).toBe(true);
    expect(hasRight(rights, 13)).toBe(false);
    expect(hasRight(rights, 16)).toBe(false);
    expect(hasRight(undefined, 7)).toBe(false);
  });
});

describe('decideContentAccess (SPEC §6 profiles)', () => {
  it('a Subscriber sees what the plan includes, and gets the see-other-plans notice otherwise', () => {
    expect(decideContentAccess({ profile: Profile.SUBSCRIBER, rights, commodityId: 7 })).toEqual({
      location: 'detail-public',
      upsell: false,
    });
    expect(decideContentAccess({ profile: Profile.SUBSCRIBER, rights, commodityId: 13 })).toEqual({
      location: 'detail-private-subscriber',
      upsell: false,
    });
    expect(decideContentAccess({ profile: Profile.SUBSCRIBER, rights, commodityId: 99 }).location).toBe(
      ContentLocation.PRIVATE_SUBSCRIBER,
    );
  });

  it('a Demo user sees the enabled content during the trial, with some information hidden as upsell', () => {
    expect(decideContentAccess({ profile: Profile.DEMO, rights, commodityId: 7 })).toEqual({
      location: 'detail-public',
      upsell: true,
    });
    expect(decideContentAccess({ profile: Profile.DEMO, rights, commodityId: 7, trialActive: true })).toEqual({
      location: 'detail-public',
      upsell: true,
    });
  });

  it('a Demo user gets the demo page without the right or after the trial', () => {
    expect(decideContentAccess({ profile: Profile.DEMO, rights, commodityId: 13 })).toEqual({
      location: 'detail-private-demo',
      upsell: false,
    });
    expect(decideContentAccess({ profile: Profile.DEMO, rights, commodityId: 7, trialActive: false })).toEqual({
      location: 'detail-private-demo',
      upsell: false,
    });
  });

  it('a Free user sees only free content (or what the rights enable), and the free page otherwise', () => {
    expect(decideContentAccess({ profile: Profile.FREE, rights: [], commodityId: 7, free: true })).toEqual({
      location: 'detail-public',
      upsell: false,
    });
    expect(decideContentAccess({ profile: Profile.FREE, rights: [], commodityId: 7 })).toEqual({
      location: 'detail-private-free',
      upsell: false,
    });
    expect(decideContentAccess({ profile: Profile.FREE, rights, commodityId: 7 })).toEqual({
      location: 'detail-public',
      upsell: false,
    });
  });

  it('only a Free user can ask for a demo', () => {
    expect(canRequestDemo(Profile.FREE)).toBe(true);
    expect(canRequestDemo(Profile.DEMO)).toBe(false);
    expect(canRequestDemo(Profile.SUBSCRIBER)).toBe(false);
  });
});

describe('noRightsDialog', () => {
  it('tailors the wording and action to the profile, always offering support', () => {
    expect(noRightsDialog(Profile.SUBSCRIBER, 'EnEu')).toMatchObject({
      location: 'detail-private-subscriber',
      action: 'see-plans',
      contactSupport: true,
    });
    expect(noRightsDialog(Profile.SUBSCRIBER, 'EnEu').message).toMatch(/other plans/);
    expect(noRightsDialog(Profile.DEMO, 'EnEu')).toMatchObject({
      location: 'detail-private-demo',
      action: 'subscribe',
    });
    expect(noRightsDialog(Profile.DEMO, 'EnEu').message).toMatch(/demo/);
    expect(noRightsDialog(Profile.FREE, 'EnEu')).toMatchObject({
      location: 'detail-private-free',
      action: 'request-demo',
    });
    expect(noRightsDialog(Profile.FREE, 'EnEu').message).toMatch(/7-day demo/);
  });

  it('has a title and message in every locale, different for each profile', () => {
    for (const locale of LOCALES) {
      const messages = [Profile.SUBSCRIBER, Profile.DEMO, Profile.FREE].map((p) => noRightsDialog(p, locale));
      for (const d of messages) expect(d.title.trim() && d.message.trim(), locale).not.toBe('');
      expect(new Set(messages.map((d) => d.message)).size).toBe(3);
    }
    expect(noRightsDialog(Profile.FREE, 'PtBr').message).not.toBe(noRightsDialog(Profile.FREE, 'EsEs').message);
  });
});

describe('askAnalystAvailability', () => {
  it('opens the form with the remaining count while questions remain', () => {
    expect(askAnalystAvailability(3)).toEqual({ kind: 'form', remaining: 3 });
    expect(askAnalystAvailability(1)).toEqual({ kind: 'form', remaining: 1 });
  });

  it.each([[0], [-1], [null], [undefined], [Number.NaN], [0.5]])(
    'offers the contact dialog when none remain (%j)',
    (remaining) => {
      expect(askAnalystAvailability(remaining)).toEqual({ kind: 'contact-dialog' });
    },
  );
});

describe('dataDeletionOutcome', () => {
  it('only registers the request with an active contract, and deletes otherwise; either way the session ends', () => {
    expect(dataDeletionOutcome(true)).toEqual({ kind: 'registered', endsSession: true, message: 'deletionRegistered' });
    expect(dataDeletionOutcome(false)).toEqual({ kind: 'deleted', endsSession: true, message: 'deletionDone' });
    expect(otherMessage('deletionRegistered', CATALOGUES.EnEu)).toMatch(/commercial team/);
    expect(otherMessage('deletionDone', CATALOGUES.EnEu)).toMatch(/register anew/);
  });
});
