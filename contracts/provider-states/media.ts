import { seedMediaIfEmpty } from '../../server/media/seed';
import { createSession } from '../../server/testing';
import { type StateParams, type StateSetup } from './state';

/** The seeded media the interactions name: an audio of coffee the subscriber may play, and a cotton video outside the plan. */
export const MEDIA_FIXTURES = { open: 'm-audio-cafe', locked: 'm-video-algodao', unknown: 'm-nao-existe' } as const;

/** A signed-in user (the subscriber unless the state names another e-mail) with the seeded media published. */
const signedInWithMedia = async (server: Parameters<StateSetup>[0], { email, token }: StateParams) => {
  // The media survive the reseed of each state; seeded here when a state runs on a database without them.
  await seedMediaIfEmpty(server.db, server.now());
  await createSession(server, email!, { tokens: { token: token! } });
};

/** Provider states of the media calls. */
export const mediaStates: Record<string, StateSetup> = {
  'media are published and the user is signed in': signedInWithMedia,
};
