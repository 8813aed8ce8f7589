// My-account routes: account data, change requests, notifications, signature and packages, phone, demo request,
// data deletion and the privacy policy of a signed-in user.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { policyLanguage, privacyPolicyDocument } from '../content/privacy-policy';
import {
  accountData, checkDemoRequest, currentSignature, deleteAccount, notificationSettings, requestDemo, saveNotificationSettings, signaturePackages, updatePhone,
} from './service';
import { requireSession } from '../session/guard';
import { requestAccountChange } from './team-requests.service';

const ChangeRequestBody = Type.Object({ message: Type.String({ maxLength: 4000 }) });
const PhoneBody = Type.Object({ phone: Type.String({ maxLength: 32 }) });
const NotificationsBody = Type.Object({
  blockAll: Type.Boolean(),
  items: Type.Array(Type.Object({ commodity: Type.Integer(), email: Type.Boolean(), app: Type.Boolean() }), { maxItems: 200 }),
});

/** Registers the account routes (under /api); each needs a live session. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/my-account', async (request) => accountData(ctx, (await requireSession(ctx, request)).user));

  app.post<{ Body: Static<typeof ChangeRequestBody> }>('/my-account', { schema: { body: ChangeRequestBody } }, async (request) => {
    const { user } = await requireSession(ctx, request);
    await requestAccountChange(ctx, user, request.body.message, requestLocale(request));
    return { sent: true };
  });

  app.get('/user-notification', async (request) => notificationSettings(ctx, (await requireSession(ctx, request)).user));

  app.post<{ Body: Static<typeof NotificationsBody> }>('/user-notification', { schema: { body: NotificationsBody } }, async (request) => {
    const { user } = await requireSession(ctx, request);
    return saveNotificationSettings(ctx, user, request.body, requestLocale(request));
  });

  app.get('/signatures/client/current', async (request) => currentSignature(ctx, (await requireSession(ctx, request)).user));

  app.get('/signatures/client', async (request) => signaturePackages(ctx, (await requireSession(ctx, request)).user));

  app.post<{ Body: Static<typeof PhoneBody> }>('/update-phone/client', { schema: { body: PhoneBody } }, async (request) => {
    const { user } = await requireSession(ctx, request);
    return { phone: await updatePhone(ctx, user, request.body.phone, requestLocale(request)) };
  });

  app.get('/client/signature/check-request-demo', async (request) => checkDemoRequest(ctx, (await requireSession(ctx, request)).user));

  app.get('/client/signature/request-demo', async (request) => requestDemo(ctx, (await requireSession(ctx, request)).user));

  app.delete('/client/delete-account', async (request) => deleteAccount(ctx, (await requireSession(ctx, request)).user));

  app.get('/privacy-policy-content', async (request) => {
    await requireSession(ctx, request);
    return privacyPolicyDocument(policyLanguage((request.query as { language?: unknown } | undefined)?.language, requestLocale(request)));
  });
}
