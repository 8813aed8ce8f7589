// The ask-the-analyst routes (under /api; SPEC §7: client/questions/available, client/send-ask-analyst): the
// questions left this month and sending one, for a plan that includes the service.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ASK_ANALYST_QUESTION_MAX,
  type AskAnalystAnswer,
  type AskAnalystRequest,
  type QuestionsAvailable,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { type AssertSame, Int, Text } from '../wire';
import { requireService } from './guard';
import { askAnalyst, questionsAvailable } from './questions.service';

const AskBody = Type.Object(
  {
    email: Text(254, { minLength: 1 }),
    name: Text(200, { minLength: 1 }),
    question: Text(ASK_ANALYST_QUESTION_MAX + 200, { minLength: 1, multiline: true }),
    commodity: Int(1),
  },
  { additionalProperties: false },
);
export type AskBodyIsCore = AssertSame<Static<typeof AskBody>, AskAnalystRequest>;

/** Registers the ask-the-analyst routes. */
export function askAnalystRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: QuestionsAvailable }>('/client/questions/available', async (request) => {
    const { user, rights } = await requireService(ctx, request, 'ask-analyst');
    return questionsAvailable(ctx, user, rights);
  });

  app.post<{ Body: AskAnalystRequest; Reply: AskAnalystAnswer }>(
    '/client/send-ask-analyst',
    { schema: { body: AskBody } },
    async (request) => {
      const { user, rights } = await requireService(ctx, request, 'ask-analyst');
      return askAnalyst(ctx, user, rights, request.body, requestLocale(request));
    },
  );
}
