import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { inflateRawSync } from 'node:zlib';
import { dataExportLinkExpiry, dataExportLinkState, type StoredDataExportLink } from '../../core';
import { type CeleiroWorld } from '../support/world';

type Device = 'desk' | 'phone';
const SUBSCRIBER = 'assinante@example.com';

Given('the subscriber is signed in on their {word}', async function (this: CeleiroWorld, device: Device) {
  await this.privacy.signInOn(device, SUBSCRIBER);
});

When('they ask for a copy of their data', async function (this: CeleiroWorld) {
  await this.privacy.askForCopy();
});

Then(
  'they are told the link goes to {string} within {int} minute and works for {int} hours',
  async function (this: CeleiroWorld, email: string, minutes: number, hours: number) {
    assert.deepEqual(await this.privacy.copyNotice(), { email, minutes, hours });
  },
);

When('they open the device list on their {word}', async function (this: CeleiroWorld, device: Device) {
  this.vars.set('devices', await this.privacy.deviceList(device));
});

Then('the first device listed is this one, last used now', function (this: CeleiroWorld) {
  const devices = this.vars.get('devices') as { current: boolean; lastUse: string }[];
  assert.deepEqual(devices[0], { current: true, lastUse: 'now' });
  assert.equal(devices.filter((device) => device.current).length, 1);
});

When('they end their {word} from their {word}', async function (this: CeleiroWorld, target: Device, from: Device) {
  await this.privacy.endDevice(from, target);
});

When('they end this device from their {word}', async function (this: CeleiroWorld, device: Device) {
  await this.privacy.endDevice(device, device);
});

Then('their {word} is signed out', async function (this: CeleiroWorld, device: Device) {
  assert.equal(await this.privacy.isSignedIn(device), false);
});

Then('their {word} is still signed in', async function (this: CeleiroWorld, device: Device) {
  assert.equal(await this.privacy.isSignedIn(device), true);
});

// The link's rules, on the core (the server applies the same functions).
Given("a copy of one's data ready at {string}", function (this: CeleiroWorld, readyAt: string) {
  const link: StoredDataExportLink = {
    status: 'ready',
    expiresAt: dataExportLinkExpiry(new Date(readyAt)),
    usedAt: null,
  };
  this.vars.set('link', link);
});

Then('its link works at {string}', function (this: CeleiroWorld, at: string) {
  assert.equal(dataExportLinkState(this.vars.get('link') as StoredDataExportLink, new Date(at)), 'valid');
});

Then('its link has expired at {string}', function (this: CeleiroWorld, at: string) {
  assert.equal(dataExportLinkState(this.vars.get('link') as StoredDataExportLink, new Date(at)), 'expired');
});

Then('once used, its link no longer works', function (this: CeleiroWorld) {
  const link = this.vars.get('link') as StoredDataExportLink;
  const usedAt = new Date(link.expiresAt!.getTime() - 3_600_000);
  assert.equal(dataExportLinkState({ ...link, usedAt }, usedAt), 'used');
});

// Only in the browser: the mailed link, followed.
Then('the mailed link downloads a copy holding their devices and consents', async function (this: CeleiroWorld) {
  const archive = await this.privacy.downloadMailedCopy();
  const json = zipEntry(archive, 'celeiro-data.json');
  const data = JSON.parse(json.toString('utf8')) as { devices: unknown[]; consents: { kind: string }[] };
  assert.ok(data.devices.length > 0, 'the copy lists the devices');
  assert.ok(
    data.consents.some((consent) => consent.kind === 'terms-and-privacy-policy'),
    'the copy lists the consents',
  );
});

Then('a second use of the link is refused with a page saying it was used', async function (this: CeleiroWorld) {
  assert.equal(
    await this.privacy.openMailedLinkAgain(),
    'Este link de download da cópia dos seus dados já foi usado. Cada link funciona uma única vez.',
  );
});

/** A file of a ZIP archive (deflated), read from its local header. */
function zipEntry(archive: Buffer, name: string): Buffer {
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extra = archive.readUInt16LE(at + 28);
    const entry = archive.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const data = archive.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    if (entry === name) return inflateRawSync(data);
    at += 30 + nameLength + extra + size;
  }
  throw new Error(`no ${name} in the archive`);
}
