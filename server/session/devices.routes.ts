// Push device registration: client-device/register (signed in), public-device/register (anonymous), client-device/remove.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type DeviceRegistered,
  type DeviceRegistration,
  DeviceType,
  type EmptyAnswer,
  Platform,
  type RemoveDeviceParams,
} from '../../core';
import { type AppContext } from '../context';
import { registerDevice, registerPublicDevice, removeDevice } from './push-devices.service';
import { requireSession } from './guard';
import { type AssertSame, Text } from '../wire';

export const DeviceBody = Type.Object({
  deviceId: Text(128, { minLength: 1 }),
  platform: Type.Union([Type.Literal(Platform.ANDROID), Type.Literal(Platform.IOS), Type.Literal(Platform.OTHER)]),
  deviceType: Type.Union([Type.Literal(DeviceType.MOBILE), Type.Literal(DeviceType.DESKTOP)]),
  pushProjectId: Type.Optional(Type.Union([Text(128, { minLength: 1 }), Type.Null()])),
  pushToken: Type.Optional(Type.Union([Text(1024, { minLength: 1 }), Type.Null()])),
});
export type DeviceBodyIsCore = AssertSame<Static<typeof DeviceBody>, DeviceRegistration>;

const RemoveParams = Type.Object({ deviceId: Text(128, { minLength: 1 }) });
export type RemoveParamsIsCore = AssertSame<Static<typeof RemoveParams>, RemoveDeviceParams>;

/** The answer of a registration. */
const registered = (body: DeviceRegistration): DeviceRegistered => ({
  deviceId: body.deviceId,
  platform: body.platform,
  registered: true,
});

/** Registers the device routes (under /api). */
export function deviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: DeviceRegistration; Reply: DeviceRegistered }>(
    '/client-device/register',
    { schema: { body: DeviceBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      await registerDevice(ctx, user, request.body);
      return registered(request.body);
    },
  );

  app.post<{ Body: DeviceRegistration; Reply: DeviceRegistered }>(
    '/public-device/register',
    { schema: { body: DeviceBody } },
    async (request) => {
      // An account's device is never changed by an anonymous registration; the answer does not tell whether it was.
      await registerPublicDevice(ctx, request.body);
      return registered(request.body);
    },
  );

  app.delete<{ Params: RemoveDeviceParams; Reply: EmptyAnswer }>(
    '/client-device/remove/:deviceId',
    { schema: { params: RemoveParams } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      await removeDevice(ctx, user, request.params.deviceId);
      return {};
    },
  );
}
