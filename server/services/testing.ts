// Helpers for tests and provider states of the services: how many questions a user has asked this month.
import { sql } from 'drizzle-orm';
import { getUser, type ServerState } from '../testing';
import { questionPeriod } from './routes';

/** Sets the questions to the analyst a user has asked this month (0 forgets them). */
export async function setQuestionsUsed(server: ServerState, email: string, used: number): Promise<void> {
  const user = await getUser(server, email);
  const period = questionPeriod(server.now());
  await server.db.execute(sql`delete from analyst_question_usage where user_id = ${user.id}`);
  if (used > 0)
    await server.db.execute(
      sql`insert into analyst_question_usage (user_id, period, used) values (${user.id}, ${period}, ${used})`,
    );
}
