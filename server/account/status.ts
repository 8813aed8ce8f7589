// What an account's state means for the account flows: a taken e-mail's or document's code, an active contract.
import { eq } from 'drizzle-orm';
import { ErrorCode, Profile } from '../../core';
import { type AppContext } from '../context';
import { deletionRequests, type UserRow } from '../db/tables';
import { type ApiError, businessError } from '../errors';

/**
 * The refusal of an e-mail that belongs to an account: 5402 (try to sign in or contact support) for an
 * account that can sign in; 5403 (registered in the system) for one that is blocked — disabled, or with a
 * data-deletion request registered — where signing in will not help.
 */
export async function emailTakenError(ctx: AppContext, user: UserRow): Promise<ApiError> {
  const [request] = await ctx.db
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, user.id))
    .limit(1);
  return businessError(
    user.disabled || request ? ErrorCode.EMAIL_ALREADY_REGISTERED : ErrorCode.EMAIL_ALREADY_REGISTERED_CONTACT,
  );
}

/** The code refusing a CPF or CNPJ that belongs to an account already: 5400 (CPF) or 5401 (CNPJ). */
export const documentTakenCode = (userType: string): ErrorCode =>
  userType === 'company' ? ErrorCode.CNPJ_ALREADY_REGISTERED : ErrorCode.CPF_ALREADY_REGISTERED;

/** Whether the account has an active contract: a Subscriber (a demo is a trial, not a contract). */
export function hasActiveContract(user: UserRow): boolean {
  return user.profile === Profile.SUBSCRIBER;
}
