/** The three user profiles with their API codes (SPEC §3). */
export const Profile = { SUBSCRIBER: 1, DEMO: 2, FREE: 3 } as const;
/** A profile code: 1 Subscriber, 2 Demo, 3 Free. */
export type Profile = (typeof Profile)[keyof typeof Profile];

/** The free plan's name, which a Free user's signature carries. */
export const FREE_PLAN = 'Gratuito';

/** The profile for an API value; anything unknown is treated as Free, the least-privileged profile. */
export function parseProfile(value: unknown): Profile {
  const n = Number(value);
  return n === Profile.SUBSCRIBER || n === Profile.DEMO ? n : Profile.FREE;
}

/** Admin roles: admin, editor, publisher. */
export type AdminRole = 'admin' | 'editor' | 'publisher';
