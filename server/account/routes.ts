// My-account routes: account data, change requests, notifications, signature and packages, phone, demo request,
// data deletion and the privacy policy of a signed-in user.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type AccountChangeRequest,
  type AccountData,
  type AccountDeleted,
  type CurrentSignature,
  type DemoCheck,
  type DemoGranted,
  type NotificationChoices,
  type NotificationSettings,
  type PrivacyPolicy,
  type RightsItem,
  type SentAnswer,
  type UpdatedPhone,
  type UpdatePhoneRequest,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { policyLanguage, privacyPolicyDocument } from './privacy-policy';
import {
  accountData,
  checkDemoRequest,
  currentSignature,
  deleteAccount,
  notificationSettings,
  requestDemo,
  saveNotificationSettings,
  signaturePackages,
  updatePhone,
} from './service';
import { requireSession } from '../session/guard';
import { requestAccountChange } from './team-requests.service';
import { type AssertSame, Int, Text } from '../wire';

const ChangeRequestBody = Type.Object({ message: Text(4000, { multiline: true }) });
export type ChangeRequestBodyIsCore = AssertSame<Static<typeof ChangeRequestBody>, AccountChangeRequest>;
const PhoneBody = Type.Object({ phone: Text(32) });
export type PhoneBodyIsCore = AssertSame<Static<typeof PhoneBody>, UpdatePhoneRequest>;
export const NotificationsBody = Type.Object({
  blockAll: Type.Boolean(),
  items: Type.Array(Type.Object({ commodity: Int(0), email: Type.Boolean(), app: Type.Boolean() }), { maxItems: 200 }),
});
export type NotificationsBodyIsCore = AssertSame<Static<typeof NotificationsBody>, NotificationChoices>;

/** Registers the account routes (under /api); each needs a live session. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: AccountData }>('/my-account', async (request) =>
    accountData(ctx, (await requireSession(ctx, request)).user),
  );

  app.post<{ Body: AccountChangeRequest; Reply: SentAnswer }>(
    '/my-account',
    { schema: { body: ChangeRequestBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      await requestAccountChange(ctx, user, request.body.message, requestLocale(request));
      return { sent: true };
    },
  );

  app.get<{ Reply: NotificationSettings }>('/user-notification', async (request) =>
    notificationSettings(ctx, (await requireSession(ctx, request)).user),
  );

  app.post<{ Body: NotificationChoices; Reply: NotificationSettings }>(
    '/user-notification',
    { schema: { body: NotificationsBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return saveNotificationSettings(ctx, user, request.body, requestLocale(request));
    },
  );

  app.get<{ Reply: CurrentSignature }>('/signatures/client/current', async (request) =>
    currentSignature(ctx, (await requireSession(ctx, request)).user),
  );

  app.get<{ Reply: RightsItem[] }>('/signatures/client', async (request) =>
    signaturePackages(ctx, (await requireSession(ctx, request)).user),
  );

  app.post<{ Body: UpdatePhoneRequest; Reply: UpdatedPhone }>(
    '/update-phone/client',
    { schema: { body: PhoneBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return { phone: await updatePhone(ctx, user, request.body.phone, requestLocale(request)) };
    },
  );

  app.get<{ Reply: DemoCheck }>('/client/signature/check-request-demo', async (request) =>
    checkDemoRequest(ctx, (await requireSession(ctx, request)).user),
  );

  app.get<{ Reply: DemoGranted }>('/client/signature/request-demo', async (request) =>
    requestDemo(ctx, (await requireSession(ctx, request)).user),
  );

  app.delete<{ Reply: AccountDeleted }>('/client/delete-account', async (request) =>
    deleteAccount(ctx, (await requireSession(ctx, request)).user),
  );

  app.get<{ Reply: PrivacyPolicy }>('/privacy-policy-content', async (request) => {
    await requireSession(ctx, request);
    return privacyPolicyDocument(
      policyLanguage((request.query as { language?: unknown } | undefined)?.language, requestLocale(request)),
    );
  });
}
