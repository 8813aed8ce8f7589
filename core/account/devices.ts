// The device list of my account: each signed-in device with its last use; any of them can be ended (its sessions end),
// the current one is marked, and ending it signs this browser out as a logout does.

/** A device of the account as GET user/devices lists it. */
export interface SignedInDevice {
  /** Opaque id, for DELETE user/devices/{id}. */
  id: string;
  /** This browser. */
  current: boolean;
  browser: string;
  system: string;
  /** The address and user agent of its latest session. */
  ip: string;
  userAgent: string;
  /** When it was confirmed with a two-factor code (null: it never was). */
  confirmedAt: string | null;
  /** Its latest use (ISO-8601). */
  lastUsedAt: string;
  /** Its open sessions. */
  sessions: number;
}

/** The answer of GET user/devices. */
export interface SignedInDevices {
  devices: SignedInDevice[];
}

/** The path of DELETE user/devices/{id}. */
export interface EndDeviceParams {
  id: string;
}

/** The answer of DELETE user/devices/{id}: how many sessions ended, and whether it was the current device. */
export interface DeviceEnded {
  ended: true;
  current: boolean;
  sessions: number;
}

/** The list as shown: the current device first, then the most recently used. */
export function orderDevices(devices: readonly SignedInDevice[]): SignedInDevice[] {
  return [...devices].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt),
  );
}

/** How a last use is worded: now, minutes, hours or days ago, else its date. */
export type LastUseWording =
  { kind: 'now' } | { kind: 'minutes' | 'hours' | 'days'; count: number } | { kind: 'date'; date: Date };

const MINUTE_MS = 60_000;

/**
 * The wording of a last use at `now`: under 5 minutes (or a clock ahead of ours) is now; then whole minutes under an
 * hour, whole hours under a day, whole days under a week; older uses show their date.
 */
export function lastUseWording(lastUsedAt: string, now: Date): LastUseWording {
  const at = new Date(lastUsedAt);
  const minutes = Math.floor((now.getTime() - at.getTime()) / MINUTE_MS);
  if (minutes < 5) return { kind: 'now' };
  if (minutes < 60) return { kind: 'minutes', count: minutes };
  if (minutes < 24 * 60) return { kind: 'hours', count: Math.floor(minutes / 60) };
  if (minutes < 7 * 24 * 60) return { kind: 'days', count: Math.floor(minutes / (24 * 60)) };
  return { kind: 'date', date: at };
}

/** What ending a device does: another device's sessions end; ending the current one also signs this browser out. */
export type EndDeviceOutcome = 'ended' | 'signed-out';

/** The outcome of ending a device. */
export function endDeviceOutcome(device: Pick<SignedInDevice, 'current'>): EndDeviceOutcome {
  return device.current ? 'signed-out' : 'ended';
}
