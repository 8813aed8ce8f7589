import { describe, expect, it } from 'vitest';
import { NativePush, pushedItemAddress, RegisterDeviceUseCase, RemoveDeviceUseCase } from '../../core';
import { contentItem } from '../fakes/content-library';
import { createCoreKit } from '../fakes/core-kit';
import { FakeContentApi } from '../fakes/fake-content-api';
import { FakeDeviceApi } from '../fakes/fake-device-api';
import { FakeNativeShell } from '../fakes/fake-native-shell';
import { activeUser } from '../fakes/builders';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';

function setUp() {
  const kit = createCoreKit();
  const shell = new FakeNativeShell(kit.clock);
  const devices = new FakeDeviceApi();
  const content = new FakeContentApi();
  content.library.items = [contentItem(42, { commodity: { id: 7, nome: 'Café' } })];
  const opened: string[] = [];
  const pushes: unknown[] = [];
  kit.events.on('pushReceived', (push) => pushes.push(push));
  const push = new NativePush({
    shell,
    events: kit.events,
    session: kit.session,
    register: new RegisterDeviceUseCase(devices, kit.device, kit.session, () => ANDROID, kit.config),
    remove: new RemoveDeviceUseCase(devices, kit.device),
    beforeLogout: kit.logout.beforeLogout,
    content,
    open: (address) => opened.push(address),
    logger: kit.logger,
  });
  const stop = push.start();
  return { kit, shell, devices, content, opened, pushes, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('push notifications inside the native shell', () => {
  it('tells the shell it listens once started, so the shell sends its token and a tap that started the app', () => {
    const { shell } = setUp();
    expect(shell.readyCount).toBe(1);
  });

  it("registers the device anonymously with the shell's token, then as the user's at the login", async () => {
    const { kit, shell, devices } = setUp();
    shell.tell({ event: 'pushToken', token: 'fcm-1' });
    await settle();
    kit.starter.start(activeUser(), false);
    await settle();
    expect(
      devices.calls.map(({ call, registration }) => [call, registration?.pushToken, registration?.platform]),
    ).toEqual([
      ['public', 'fcm-1', 0],
      ['client', 'fcm-1', 0],
    ]);
  });

  it('removes the device before the logout ends the session, and only when it was registered as the user’s', async () => {
    const { kit, shell, devices } = setUp();
    kit.starter.start(activeUser(), false);
    await kit.logout.execute();
    expect(devices.calls).toEqual([]);
    kit.starter.start(activeUser(), false);
    shell.tell({ event: 'pushToken', token: 'fcm-1' });
    await settle();
    await kit.logout.execute();
    expect(devices.calls.map(({ call, deviceId }) => [call, deviceId])).toEqual([
      ['client', undefined],
      ['remove', kit.device.id()],
    ]);
    expect(devices.userDevices.size).toBe(0);
  });

  it('logs a removal that fails, and the logout goes on', async () => {
    const { kit, shell, devices } = setUp();
    kit.starter.start(activeUser(), false);
    shell.tell({ event: 'pushToken', token: 'fcm-1' });
    await settle();
    devices.userDevices.clear();
    await kit.logout.execute();
    expect(kit.logger.entries.map((entry) => entry.message)).toContain('push device not removed');
    expect(kit.session.isAuthenticated()).toBe(false);
  });

  it('refreshes what counts pushes when one arrives, and opens nothing until it is tapped', async () => {
    const { shell, pushes, opened } = setUp();
    shell.tell({ event: 'push', opened: false, userdata: { custom: { action: 'openPage', id: 42 } } });
    await settle();
    expect(pushes).toEqual([{ action: 'openPage', id: 42 }]);
    expect(opened).toEqual([]);
  });

  it('opens a tapped push’s item under its commodity', async () => {
    const { shell, opened } = setUp();
    shell.tell({ event: 'push', opened: true, userdata: { custom: { action: 'openPage', id: '42' } } });
    await settle();
    expect(opened).toEqual(['/informative/7/42']);
  });

  it('opens an item it cannot read under commodity 0, where the detail says why; a push without openPage opens nothing', async () => {
    const content = new FakeContentApi();
    expect(await pushedItemAddress({ action: 'openPage', id: 99 }, content)).toBe('/informative/0/99');
    expect(await pushedItemAddress({ action: 'other', id: 42 }, content)).toBeNull();
    expect(await pushedItemAddress({ action: 'openPage', id: null }, content)).toBeNull();
  });

  it('stops hearing the shell when stopped', async () => {
    const { shell, pushes, stop } = setUp();
    stop();
    shell.tell({ event: 'push', opened: false, userdata: { custom: { action: 'openPage', id: 42 } } });
    expect(pushes).toEqual([]);
  });
});

describe('the steps before a logout', () => {
  it('run while the session holds, before the logout call; a failing one does not stop the logout', async () => {
    const kit = createCoreKit();
    const order: string[] = [];
    kit.logout.beforeLogout.add(async () => {
      order.push(`step with session: ${kit.session.isAuthenticated()}`);
      throw new Error('offline');
    });
    kit.logout.beforeLogout.add(
      async () => void order.push(`logout calls before this step: ${kit.auth.logouts.length}`),
    );
    kit.starter.start(activeUser(), false);
    await kit.logout.execute();
    expect(order).toEqual(['step with session: true', 'logout calls before this step: 0']);
    expect(kit.auth.logouts).toHaveLength(1);
    expect(kit.session.isAuthenticated()).toBe(false);
  });
});
