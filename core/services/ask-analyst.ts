// Ask the analyst (SPEC §3, §6): a form of e-mail, name, question and commodity, limited by the remaining questions.
import { EMAIL_RULES } from '../kernel/validation/forms';
import { checkForm, required, type FieldRule, type FormRules } from '../kernel/validation/rules';
import { type FieldIssue } from '../kernel/validation/messages';
import { assertNoIssues } from '../kernel/validation/form-issues-error';
import { type AskAnalystAnswer } from './api';
import { type ServicesApiPort } from './services-api.port';

/** What the ask-the-analyst entry opens: the question form with the count left, or the contact dialog. */
export type AskAnalystAvailability = { kind: 'form'; remaining: number } | { kind: 'contact-dialog' };

/** The form while questions remain; the contact dialog when none remain (or the count is unknown or invalid). */
export function askAnalystAvailability(remaining: number | null | undefined): AskAnalystAvailability {
  return typeof remaining === 'number' && Number.isFinite(remaining) && remaining >= 1
    ? { kind: 'form', remaining: Math.floor(remaining) }
    : { kind: 'contact-dialog' };
}

/** The longest question, in characters. */
export const ASK_ANALYST_QUESTION_MAX = 2000;

/** The ask-the-analyst form as typed: the commodity is the chosen option's id, as text ('' when none is chosen). */
export interface AskAnalystInput {
  email: string;
  name: string;
  question: string;
  commodity: string;
}

/** A commodity id chosen among the options: digits of a positive id. */
const chosenCommodity: FieldRule<unknown> = {
  issue: { message: 'services.chooseOne' },
  passes: (value) => typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value),
};

/** A question of at most {@link ASK_ANALYST_QUESTION_MAX} characters (without its surrounding blanks). */
const questionLength: FieldRule<unknown> = {
  issue: { message: 'services.questionTooLong' },
  passes: (value) => typeof value !== 'string' || value.trim().length <= ASK_ANALYST_QUESTION_MAX,
};

/** The ask-the-analyst rules: a well-formed e-mail, a name, a question of at most 2000 characters, a commodity. */
export const ASK_ANALYST_RULES: FormRules<AskAnalystInput> = {
  email: EMAIL_RULES,
  name: [required],
  question: [required, questionLength],
  commodity: [chosenCommodity],
};

/** The ask-the-analyst issues; empty when the form is good. */
export function validateAskAnalyst(input: AskAnalystInput): FieldIssue<keyof AskAnalystInput & string>[] {
  return checkForm(ASK_ANALYST_RULES, input);
}

/** The user's data the form starts with (SPEC: prefilled with the user's e-mail and name). */
export function askAnalystDefaults(user: { email?: string | null; nome?: string | null } | null): AskAnalystInput {
  return { email: user?.email ?? '', name: user?.nome ?? '', question: '', commodity: '' };
}

/** Sends a question to the analysts: checks the form (FormIssuesError), then sends it trimmed; answers the questions left. */
export class AskAnalystUseCase {
  constructor(private readonly api: ServicesApiPort) {}

  async execute(input: AskAnalystInput): Promise<AskAnalystAnswer> {
    assertNoIssues(validateAskAnalyst(input));
    return this.api.askAnalyst({
      email: input.email.trim(),
      name: input.name.trim(),
      question: input.question.trim(),
      commodity: Number(input.commodity),
    });
  }
}
