// The questions to the analyst (SPEC §7: client/questions/available, client/send-ask-analyst): the questions left
// this month, and sending one. The plan's monthly limit is the server's: a question beyond it is refused by one
// conditional update in the database (questions.repository.ts), so neither a client that skips its own check nor two
// questions sent at once pass it.
import {
  type AskAnalystAnswer,
  type AskAnalystRequest,
  DISABLED_HOME_COMMODITY,
  ErrorCode,
  HOME_COMMODITIES,
  issueText,
  type Locale,
  QUESTIONS_EXHAUSTED,
  type QuestionsAvailable,
  validateAskAnalyst,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { ApiError, validationError } from '../errors';
import { questionConfirmation, questionToAnalysts } from './mails';
import { countAndStoreQuestion, questionsUsed } from './questions.repository';
import { type ServiceRights } from './rights.service';
import { SERVER_CATALOGUES } from '../messages';

/** The month questions are counted in: YYYY-MM of the server's clock, in UTC. */
export const questionPeriod = (now: Date): string => now.toISOString().slice(0, 7);

/** The refusal of a question beyond the monthly limit (400, with the insufficient-rights code and its own message). */
export function questionsExhausted(): ApiError {
  return new ApiError(
    400,
    'QuestionsExhausted',
    ErrorCode.INSUFFICIENT_RIGHTS,
    (locale) => QUESTIONS_EXHAUSTED[locale],
  );
}

/** The commodities a question may be about: the home list's enabled ones. */
const ASKABLE = new Set(HOME_COMMODITIES.map((item) => item.id).filter((id) => id !== DISABLED_HOME_COMMODITY.id));

/** The questions a user has left this month, and the plan's limit. */
export async function questionsAvailable(
  ctx: AppContext,
  user: UserRow,
  rights: ServiceRights,
): Promise<QuestionsAvailable> {
  const used = await questionsUsed(ctx.db, user.id, questionPeriod(ctx.now()));
  return { available: Math.max(0, rights.askAnalystLimit - used), limit: rights.askAnalystLimit };
}

/**
 * Sends a question to the analysts, within the plan's monthly limit: the form checked again, the question counted and
 * stored, the analysts and the user told by e-mail. Answers the questions left.
 */
export async function askAnalyst(
  ctx: AppContext,
  user: UserRow,
  rights: ServiceRights,
  body: AskAnalystRequest,
  locale: Locale,
): Promise<AskAnalystAnswer> {
  // The core's rules of the form, checked again here.
  const issues = validateAskAnalyst({ ...body, commodity: String(body.commodity) });
  if (!ASKABLE.has(body.commodity) && !issues.some((issue) => issue.field === 'commodity'))
    issues.push({ field: 'commodity', message: 'services.chooseOne' });
  if (issues.length > 0)
    throw validationError(
      'invalidRequest',
      issues.map((issue) => ({ field: issue.field, message: issueText(issue, SERVER_CATALOGUES[locale]) })),
    );
  if (rights.askAnalystLimit < 1) throw questionsExhausted();
  const period = questionPeriod(ctx.now());
  const limit = rights.askAnalystLimit;
  const used = await countAndStoreQuestion(
    ctx.db,
    {
      userId: user.id,
      email: body.email.trim(),
      name: body.name.trim(),
      commodity: body.commodity,
      question: body.question.trim(),
      askedAt: ctx.now(),
    },
    period,
    limit,
  );
  if (used === null) throw questionsExhausted();
  const available = Math.max(0, limit - used);
  await ctx.mailer.send(
    questionToAnalysts({
      email: body.email.trim(),
      name: body.name.trim(),
      commodity: body.commodity,
      question: body.question.trim(),
      accountEmail: user.email,
      userCode: user.userCode,
    }),
  );
  await ctx.mailer.send(questionConfirmation(user.email, body.name.trim(), available, locale));
  return { available };
}
