// The guided tour's rules (SPEC §4, Tour): offered after a login unless the account or this device put it away; skip
// and finish remembered on this device at once and on the account when someone is signed in.
import { describe, expect, it } from 'vitest';
import { AfterLoginTour, EndTourUseCase, Tour, TOUR_SKIPPED_KEY } from '../../core';
import { activeUser } from '../fakes/builders';
import { createCoreKit } from '../fakes/core-kit';

function setup() {
  const kit = createCoreKit();
  const tour = new Tour(kit.local);
  let offers = 0;
  const stop = new AfterLoginTour(kit.events, tour, () => offers++).start();
  const end = new EndTourUseCase(tour, kit.layoutApi, kit.session);
  return { kit, tour, end, stop, offers: () => offers };
}

describe('AfterLoginTour', () => {
  it('offers the tour on a login of an account that has not put it away', () => {
    const { kit, offers } = setup();
    kit.starter.start(activeUser({ skipTour: false }), false);
    expect(offers()).toBe(1);
  });

  it('does not offer it when the account put it away (skipTour)', () => {
    const { kit, offers } = setup();
    kit.starter.start(activeUser({ skipTour: true }), false);
    expect(offers()).toBe(0);
  });

  it('does not offer it when this device put it away, whatever the account says', () => {
    const { kit, offers } = setup();
    kit.local.setItem(TOUR_SKIPPED_KEY, 'true');
    kit.starter.start(activeUser({ skipTour: false }), false);
    expect(offers()).toBe(0);
  });

  it('offers it only on a login: a reload (a stored session, no login) is not offered it again', () => {
    const { kit, offers } = setup();
    kit.session.save(activeUser({ skipTour: false }), true);
    expect(offers()).toBe(0);
  });

  it('stops listening when stopped', () => {
    const { kit, offers, stop } = setup();
    stop();
    kit.starter.start(activeUser(), false);
    expect(offers()).toBe(0);
  });
});

describe('EndTourUseCase', () => {
  it.each(['skipped', 'finished'] as const)(
    'remembers a tour %s on the device, in the stored user and on the account',
    async (how) => {
      const { kit, tour, end } = setup();
      kit.starter.start(activeUser({ skipTour: false }), false);
      tour.start();
      await expect(end.execute(how)).resolves.toBe(true);
      expect(tour.status).toBe(how);
      expect(kit.local.getItem(TOUR_SKIPPED_KEY)).toBe('true');
      expect(kit.session.current()?.skipTour).toBe(true);
      expect(kit.layoutApi.tourChoices).toEqual([{ skipTour: true }]);
      expect(kit.layoutApi.skipTour).toBe(true);
    },
  );

  it('after that, a new sign-in of the account is not offered the tour, on another device either', async () => {
    const { kit, end } = setup();
    kit.starter.start(activeUser({ skipTour: false }), false);
    await end.execute('skipped');
    // Another device: its own storage, the account's skipTour as the server now answers it.
    const other = setup();
    other.kit.starter.start(activeUser({ skipTour: kit.layoutApi.skipTour }), false);
    expect(other.offers()).toBe(0);
  });

  it('a visitor: remembered on the device only, nothing sent', async () => {
    const { kit, end } = setup();
    await expect(end.execute('skipped')).resolves.toBe(false);
    expect(kit.local.getItem(TOUR_SKIPPED_KEY)).toBe('true');
    expect(kit.layoutApi.tourChoices).toEqual([]);
  });

  it('a failed save rejects, and the device and the stored user still remember it', async () => {
    const { kit, end, offers } = setup();
    kit.starter.start(activeUser({ skipTour: false }), false);
    kit.layoutApi.failure = new Error('offline');
    await expect(end.execute('finished')).rejects.toThrow('offline');
    expect(kit.local.getItem(TOUR_SKIPPED_KEY)).toBe('true');
    expect(kit.session.current()?.skipTour).toBe(true);
    // The next sign-in on this device is not offered it (the one offer counted is the first sign-in's).
    kit.starter.start(activeUser({ skipTour: false }), false);
    expect(offers()).toBe(1);
  });
});
