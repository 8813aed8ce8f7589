// Helpers for tests and provider states of the services: how many questions a user has asked this month.
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { createUser, getUser, type ServerState } from '../testing';
import { liveSessionRegistrations } from './schema';
import { questionPeriod } from './questions.service';

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

/** Registers `count` other users for a session (made for the purpose: seat-1@example.test, …), as if they had signed up. */
export async function fillSeats(server: ServerState, sessionId: string, count: number): Promise<void> {
  for (let seat = 1; seat <= count; seat++) {
    const email = `seat-${seat}@example.test`;
    const [existing] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = existing?.id ?? (await createUser(server, { email, name: `Ouvinte ${seat}` })).id;
    await server.db
      .insert(liveSessionRegistrations)
      .values({ sessionId, userId, registeredAt: server.now() })
      .onConflictDoNothing();
  }
}

/** Forgets every registration for the live sessions. */
export async function clearRegistrations(server: ServerState): Promise<void> {
  await server.db.delete(liveSessionRegistrations);
}
