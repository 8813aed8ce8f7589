// The devices that receive pushes: registered by a signed-in account or anonymously, and removed by their account.
// Another account's device changes only by that account, or after its removal; an account's device is never changed
// by an anonymous registration.
import { type DeviceRegistration, ErrorCode } from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { businessError, forbidden } from '../errors';
import { registerAccountDevice, registerAnonymousDevice, removePushDevice } from './push-devices.repository';

/** Registers a device for the user's account; 403 for a device of another account. */
export async function registerDevice(ctx: AppContext, user: UserRow, device: DeviceRegistration): Promise<void> {
  // Another account's device changes only by that account, or after its removal: 403.
  if (!(await registerAccountDevice(ctx.db, device, user.id, ctx.now()))) throw forbidden();
}

/** Registers a device without an account. */
export async function registerPublicDevice(ctx: AppContext, device: DeviceRegistration): Promise<void> {
  // An account's device is never changed by an anonymous registration; the answer does not tell whether it was.
  await registerAnonymousDevice(ctx.db, device, ctx.now());
}

/** Removes one of the user's devices; 400 (device not found) for one the user does not have. */
export async function removeDevice(ctx: AppContext, user: UserRow, deviceId: string): Promise<void> {
  if (!(await removePushDevice(ctx.db, user.id, deviceId))) throw businessError(ErrorCode.DEVICE_NOT_FOUND);
}
