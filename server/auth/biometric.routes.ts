// Quick sign-in routes (biometry or PIN on a device of the native shell): activation, sign-in, decline and revocation.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type BiometricActivation,
  type BiometricDecline,
  type BiometricRevokeParams,
  type BiometricSecretIssued,
  type BiometricSignInAnswer,
  type BiometricSignInRequest,
  type EmptyAnswer,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Text } from '../wire';
import { activateQuickSignIn, declineQuickSignIn, quickSignIn, revokeQuickSignIn } from './biometric.service';

/** A device id, as the sign-in takes it. */
const DeviceId = Text(512, { minLength: 1 });
/** A PIN as typed (the rule of six digits is checked by the handler, with its own message). */
const Pin = Type.Optional(Type.Union([Text(64), Type.Null()]));

const ActivateBody = Type.Object({ device_id: DeviceId, pin: Pin });
export type ActivateBodyIsCore = AssertSame<Static<typeof ActivateBody>, BiometricActivation>;

const QuickSignInBody = Type.Object({ device_id: DeviceId, secret: Text(256, { minLength: 1 }), pin: Pin });
export type QuickSignInBodyIsCore = AssertSame<Static<typeof QuickSignInBody>, BiometricSignInRequest>;

const DeclineBody = Type.Object({ device_id: DeviceId });
export type DeclineBodyIsCore = AssertSame<Static<typeof DeclineBody>, BiometricDecline>;

const RevokeParams = Type.Object({ device_id: DeviceId });
export type RevokeParamsIsCore = AssertSame<Static<typeof RevokeParams>, BiometricRevokeParams>;

/** Registers the quick sign-in routes (under /api). */
export function biometricRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: BiometricActivation; Reply: BiometricSecretIssued }>(
    '/auth/biometric/activate',
    { schema: { body: ActivateBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      const { device_id, pin } = request.body;
      return activateQuickSignIn(ctx, { userId: user.id, deviceId: device_id, pin, locale: requestLocale(request) });
    },
  );

  app.post<{ Body: BiometricSignInRequest; Reply: BiometricSignInAnswer }>(
    '/auth/biometric/signin',
    { schema: { body: QuickSignInBody } },
    async (request) => {
      const { device_id, secret, pin } = request.body;
      return [
        await quickSignIn(ctx, {
          deviceId: device_id,
          secret,
          pin,
          remember: false,
          requestIp: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
      ];
    },
  );

  app.post<{ Body: BiometricDecline; Reply: EmptyAnswer }>(
    '/auth/biometric/decline',
    { schema: { body: DeclineBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      await declineQuickSignIn(ctx, user.id, request.body.device_id);
      return {};
    },
  );

  app.delete<{ Params: BiometricRevokeParams; Reply: EmptyAnswer }>(
    '/auth/biometric/:device_id',
    { schema: { params: RevokeParams } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      await revokeQuickSignIn(ctx, user.id, request.params.device_id);
      return {};
    },
  );
}
