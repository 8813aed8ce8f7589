import { sql } from 'drizzle-orm';
import { NewsStatus } from '../../core';
import { createSession, getUser } from '../../server/testing';
import { type StateParams, type StateSetup } from './state';

/** A signed-in user (the publisher, or another whom the desk refuses). */
const signedIn: StateSetup = async (server, { email, token }: StateParams) => {
  await createSession(server, email!, { tokens: { token: token! } });
};

/** The publisher signed in, and one Coffee flash on the desk (`id`) in a status. */
const withPublication =
  (status: NewsStatus): StateSetup =>
  async (server, params: StateParams) => {
    await signedIn(server, params);
    const author = await getUser(server, params.email!);
    await server.db.execute(sql`insert into publishing_items
      (id, status, publication_type, commodities, tags, importance, title, summary, body, author_id, author_name,
       failures, created_at, updated_at)
      values (${Number(params.id)}, ${status}, 'flash', '[7]'::jsonb, '["geada"]'::jsonb, 1,
       'Geada atinge cafezais do sul de Minas', 'Perdas ainda em avaliação.',
       '<p>As lavouras amanheceram cobertas de gelo.</p>', ${author.id}, ${author.name},
       ${status === NewsStatus.ERROR ? 1 : 0}, ${server.now()}, ${server.now()})`);
  };

/** Provider states of the publishing desk's calls. */
export const publishingStates: Record<string, StateSetup> = {
  'the publisher is signed in': signedIn,
  'a draft is on the publishing desk': withPublication(NewsStatus.SAVED),
  'a publication on the publishing desk ended in error': withPublication(NewsStatus.ERROR),
};
