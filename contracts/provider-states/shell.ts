import { saveLayout } from '../../server/shell/layout.repository';
import { createSession, getUser } from '../../server/testing';
import { type StateSetup } from './state';

/** Provider states of the account layout. */
export const shellStates: Record<string, StateSetup> = {
  // Three versions (ids 1 to 3, the seed restarts the ids): the layout the account had (kept by the first write), a
  // dark theme at 110 %, then, an hour later, the light theme.
  'the subscriber saved two layout versions': async (server, { email, token }) => {
    await createSession(server, email!, { tokens: { token: token! } });
    const user = await getUser(server, email!);
    // After the account's creation (the seed, just now), and an hour apart.
    const at = (minutes: number) => new Date(server.now().getTime() + minutes * 60_000);
    await saveLayout(server.db, user, { theme: 'dark', zoom: 110 }, at(1));
    await saveLayout(server.db, user, { theme: 'light', saved_news: ['news-1'] }, at(61));
  },
};
