// One's data and devices in my account: the copy's link and notice rules, the device list's rules, and their use cases.
import { describe, expect, it } from 'vitest';
import {
  dataExportArchiveName,
  dataExportLinkExpiry,
  dataExportLinkState,
  dataExportNotice,
  EndDeviceUseCase,
  endDeviceOutcome,
  lastUseWording,
  LoadDevicesUseCase,
  orderDevices,
  RequestDataExportUseCase,
  startsNewDataExport,
} from '../../core';
import { aDevice, FakeAccountPrivacyApi } from '../fakes/fake-account-privacy-api';
import { FakeClock } from '../fakes/fake-clock';

const at = (iso: string) => new Date(iso);

describe("the copy of one's data", () => {
  it('has a link that works once, for 24 hours from when the copy was ready', () => {
    const readyAt = at('2026-11-21T12:00:00.000Z');
    const expiresAt = dataExportLinkExpiry(readyAt);
    expect(expiresAt.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    const ready = { status: 'ready' as const, expiresAt, usedAt: null };
    expect(dataExportLinkState(ready, at('2026-11-22T11:59:59.999Z'))).toBe('valid');
    expect(dataExportLinkState(ready, at('2026-11-22T12:00:00.000Z'))).toBe('expired');
    expect(dataExportLinkState({ ...ready, usedAt: readyAt }, readyAt)).toBe('used');
    expect(dataExportLinkState(undefined, readyAt)).toBe('not-found');
    expect(dataExportLinkState({ status: 'pending', expiresAt: null, usedAt: null }, readyAt)).toBe('pending');
    expect(dataExportLinkState({ status: 'failed', expiresAt: null, usedAt: null }, readyAt)).toBe('pending');
  });

  it('builds a new copy unless one is still being built', () => {
    expect(startsNewDataExport(undefined)).toBe(true);
    expect(startsNewDataExport({ status: 'ready' })).toBe(true);
    expect(startsNewDataExport({ status: 'failed' })).toBe(true);
    expect(startsNewDataExport({ status: 'pending' })).toBe(false);
  });

  it('tells where the copy goes, within how many minutes (rounded up) and how long its link works', () => {
    expect(
      dataExportNotice({ requested: true, email: 'a@example.com', readyWithinSeconds: 61, linkValidHours: 24 }),
    ).toEqual({ email: 'a@example.com', minutes: 2, hours: 24 });
    expect(
      dataExportNotice({ requested: true, email: 'a@example.com', readyWithinSeconds: 10, linkValidHours: 24 }),
    ).toMatchObject({ minutes: 1 });
    expect(dataExportArchiveName('2026-11-21')).toBe('celeiro-data-2026-11-21.zip');
  });

  it('is asked for through the port, which answers the notice', async () => {
    const api = new FakeAccountPrivacyApi();
    expect(await new RequestDataExportUseCase(api).execute()).toEqual({
      email: 'assinante@example.com',
      minutes: 1,
      hours: 24,
    });
    expect(api.calls).toEqual(['data-export']);
  });
});

describe('the device list', () => {
  const now = at('2026-11-21T12:00:00.000Z');

  it('shows the current device first, then the most recently used', () => {
    const devices = [
      aDevice({ id: 'old', lastUsedAt: '2026-11-01T00:00:00.000Z' }),
      aDevice({ id: 'recent', lastUsedAt: '2026-11-21T11:00:00.000Z' }),
      aDevice({ id: 'mine', current: true, lastUsedAt: '2026-11-10T00:00:00.000Z' }),
    ];
    expect(orderDevices(devices).map((d) => d.id)).toEqual(['mine', 'recent', 'old']);
  });

  it('words a last use as now, minutes, hours or days ago, and older ones by their date', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const minute = 60_000;
    expect(lastUseWording(ago(4 * minute), now)).toEqual({ kind: 'now' });
    expect(lastUseWording(ago(-10 * minute), now)).toEqual({ kind: 'now' });
    expect(lastUseWording(ago(5 * minute), now)).toEqual({ kind: 'minutes', count: 5 });
    expect(lastUseWording(ago(59 * minute), now)).toEqual({ kind: 'minutes', count: 59 });
    expect(lastUseWording(ago(60 * minute), now)).toEqual({ kind: 'hours', count: 1 });
    expect(lastUseWording(ago(24 * 60 * minute), now)).toEqual({ kind: 'days', count: 1 });
    expect(lastUseWording(ago(6 * 24 * 60 * minute), now)).toEqual({ kind: 'days', count: 6 });
    expect(lastUseWording(ago(7 * 24 * 60 * minute), now)).toEqual({
      kind: 'date',
      date: new Date(ago(7 * 24 * 60 * minute)),
    });
  });

  it('loads the devices in that order with the time they were read', async () => {
    const api = new FakeAccountPrivacyApi();
    api.devicesListed = [aDevice({ id: 'other' }), aDevice({ id: 'mine', current: true })];
    const clock = new FakeClock('2026-11-21T12:00:00Z');
    const { devices, readAt } = await new LoadDevicesUseCase(api, clock).execute();
    expect(devices.map((d) => d.id)).toEqual(['mine', 'other']);
    expect(readAt.toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });

  it('ends another device without signing this browser out', async () => {
    const api = new FakeAccountPrivacyApi();
    api.devicesListed = [aDevice({ id: 'other' }), aDevice({ id: 'mine', current: true })];
    let signedOut = 0;
    const useCase = new EndDeviceUseCase(api, { execute: async () => void signedOut++ });
    expect(endDeviceOutcome({ current: false })).toBe('ended');
    expect(await useCase.execute({ id: 'other', current: false })).toBe('ended');
    expect(signedOut).toBe(0);
    expect(api.devicesListed.map((d) => d.id)).toEqual(['mine']);
  });

  it('ends the current device and then signs this browser out as a logout does', async () => {
    const api = new FakeAccountPrivacyApi();
    api.devicesListed = [aDevice({ id: 'mine', current: true })];
    const order: string[] = [];
    const useCase = new EndDeviceUseCase(api, {
      execute: async () => void order.push(`logout after ${api.calls.join(',')}`),
    });
    expect(await useCase.execute({ id: 'mine', current: true })).toBe('signed-out');
    expect(order).toEqual(['logout after end mine']);
  });

  it('signs nothing out when ending fails (a device the account does not have is 5005)', async () => {
    const api = new FakeAccountPrivacyApi();
    let signedOut = 0;
    const useCase = new EndDeviceUseCase(api, { execute: async () => void signedOut++ });
    await expect(useCase.execute({ id: 'gone', current: true })).rejects.toMatchObject({ code: 5005 });
    expect(signedOut).toBe(0);
  });
});
