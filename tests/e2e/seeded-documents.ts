// Items of the seed the browser tests open for their documents: the seed is generated from a fixed seed, so the ids of
// the first items, their subjects, types and attachments are known beforehand (their dates move with the day).
import { generateContent } from '../../server/content/seed';

/** The seeded subscriber's plan (server/db/seed-data.ts): its subjects and publication types. */
const SUBSCRIBER_PLAN = {
  subjects: [1, 7, 13, 16, 17, 23],
  types: ['analysis', 'news', 'report', 'flash', 'newsletter', 'informative'],
};

/** The first seeded item the subscriber reads whole that has an attachment: its id and the attachment's name. */
export function subscriberItemWithAttachment(): { id: number; attachment: string } {
  const { items } = generateContent(400, new Date());
  const item = items.find(
    (row) =>
      row.hasAttachment &&
      !row.free &&
      !row.exclusive &&
      SUBSCRIBER_PLAN.subjects.includes(row.subjectId) &&
      SUBSCRIBER_PLAN.types.includes(row.publicationType),
  );
  if (!item?.attachments?.[0]) throw new Error('no seeded item of the plan with an attachment');
  return { id: item.id!, attachment: item.attachments[0].name };
}
