// The services a user may use (SPEC §7): read again on every call from the plan the user's signature names, so that
// rights are the server's.
import { parseProfile, Profile, type ServiceOption } from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { findServicePlan } from './plans.repository';

/** The plan the services of a user follow: none for a free user (a demo past its trial is free again). */
export interface ServiceRights {
  options: ServiceOption[];
  askAnalystLimit: number;
}

/** The service options and monthly questions of a user, read from the plan the user's signature names. */
export async function serviceRightsOf(ctx: AppContext, user: UserRow): Promise<ServiceRights> {
  if (parseProfile(user.profile) === Profile.FREE) return { options: [], askAnalystLimit: 0 };
  const row = await findServicePlan(ctx.db, user.signature);
  return row ? { options: row.options, askAnalystLimit: row.askAnalystLimit } : { options: [], askAnalystLimit: 0 };
}
