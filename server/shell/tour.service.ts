// The guided tour's account setting (SPEC §4, Tour): whether the user skips it, which the login answers as skipTour.
import { type TourChoice } from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { saveSkipTour } from './tour.repository';

/** Keeps the user's choice; the choice kept. */
export async function chooseTour(ctx: AppContext, user: UserRow, choice: TourChoice): Promise<TourChoice> {
  const kept = await saveSkipTour(ctx.db, user.id, choice.skipTour, ctx.now());
  return { skipTour: kept ?? choice.skipTour };
}
