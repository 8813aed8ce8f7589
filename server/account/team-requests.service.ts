// Requests that reach the customer-service team by e-mail: lost access, new client, account data changes.
import {
  type FieldIssue,
  formatPhone,
  isFilled,
  issueText,
  type Locale,
  type LostAccessRequest,
  type NewClientRequest,
  validateLostAccess,
  validateNewClient,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { validationError } from '../errors';
import { teamMail } from './mails';
import { SERVER_CATALOGUES } from '../messages';

/** Refuses a form with field issues (400 with one field error each, in the request's language). */
function refuse(issues: readonly FieldIssue[], locale: Locale): void {
  if (issues.length > 0)
    throw validationError(
      'invalidRequest',
      issues.map((issue) => ({ field: issue.field, message: issueText(issue, SERVER_CATALOGUES[locale]) })),
    );
}

/** Mails a lost-access request (e-mail, phone, message) to the team. */
export async function requestLostAccess(ctx: AppContext, input: LostAccessRequest, locale: Locale): Promise<void> {
  refuse(validateLostAccess(input), locale);
  await ctx.mailer.send(
    teamMail(ctx.options.teamEmail, 'lost-access', {
      email: input.email.trim(),
      phone: formatPhone(input.phone),
      message: input.message.trim(),
    }),
  );
}

/** Mails a new client's contact (e-mail, phone, name) to the team. */
export async function requestNewClient(ctx: AppContext, input: NewClientRequest, locale: Locale): Promise<void> {
  refuse(validateNewClient({ email: input.email, phone: input.phone, name: input.nome }), locale);
  await ctx.mailer.send(
    teamMail(ctx.options.teamEmail, 'new-client', {
      email: input.email.trim(),
      phone: formatPhone(input.phone),
      name: input.nome.trim(),
    }),
  );
}

/** Mails a signed-in user's request to change their account data (editing goes through customer service, SPEC §6). */
export async function requestAccountChange(
  ctx: AppContext,
  user: UserRow,
  message: string,
  locale: Locale,
): Promise<void> {
  refuse(isFilled(message) ? [] : [{ field: 'message', message: 'required' }], locale);
  await ctx.mailer.send(
    teamMail(ctx.options.teamEmail, 'account-change', {
      userCode: user.userCode,
      email: user.email,
      name: user.name,
      message: message.trim(),
    }),
  );
}
