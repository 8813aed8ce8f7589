import { saveLayout } from '../../server/shell/layout.repository';
import { createSession, getUser } from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of the account layout. */
export const shellStates: Record<string, StateSetup> = {
  // Two versions (ids 1 and 2, the seed restarts the ids): a dark theme at 110 %, then, an hour later, the light theme.
  'the subscriber saved two layout versions': async (server, { email, token }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    const user = await getUser(server, email!);
    const now = server.now();
    await saveLayout(server.db, user, { theme: 'dark', zoom: 110 }, new Date(now.getTime() - 3_600_000));
    await saveLayout(server.db, user, { theme: 'light', saved_news: ['news-1'] }, now);
  },
};
