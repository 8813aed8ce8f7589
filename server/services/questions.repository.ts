// The questions to the analyst on the database: each user's count for a month, and a question stored with its count.
import { and, eq, sql } from 'drizzle-orm';
import { type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { analystQuestions, analystQuestionUsage } from './schema';

/** A question as stored. */
export type NewQuestion = Omit<typeof analystQuestions.$inferInsert, 'id'>;

/** How many questions a user has asked in a month (YYYY-MM). */
export async function questionsUsed(db: Database, userId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ used: analystQuestionUsage.used })
    .from(analystQuestionUsage)
    .where(and(eq(analystQuestionUsage.userId, userId), eq(analystQuestionUsage.period, period)));
  return row?.used ?? 0;
}

/**
 * Counts a question in its month and stores it, in one transaction, only while the month's count is under `limit`:
 * the new count, or null when the limit was reached. One statement counts the question only while the count is under
 * the limit: of two sent at once with one left, the second finds the row locked, waits, sees the new count and updates
 * nothing.
 */
export function countAndStoreQuestion(
  db: Database,
  question: NewQuestion,
  period: string,
  limit: number,
): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    const counted = (await tx.execute(sql`
      insert into analyst_question_usage (user_id, period, used) values (${question.userId}, ${period}, 1)
      on conflict (user_id, period) do update set used = analyst_question_usage.used + 1
      where analyst_question_usage.used < ${limit}
      returning used`)) as unknown as { rows: { used: number }[] };
    const row = counted.rows[0];
    if (!row) return null;
    await tx.insert(analystQuestions).values(question);
    return Number(row.used);
  });
}
