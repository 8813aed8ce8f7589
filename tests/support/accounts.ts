// The accounts the browser scenarios sign in with. The scenarios name the reference server's seeded demo accounts
// ("assinante@example.com", password "Celeiro#2026"); against another deployment (BASE_URL), QA gives that
// deployment's own accounts for each of them in the environment, e.g. QA_SUBSCRIBER_EMAIL and QA_SUBSCRIBER_PASSWORD.
// An account the environment does not name stays the seeded one.

/** The seeded accounts' password. */
export const SEEDED_PASSWORD = 'Celeiro#2026';

/** Each seeded account and the prefix of the environment variables that replace it. */
const OVERRIDABLE: Readonly<Record<string, string>> = {
  'assinante@example.com': 'QA_SUBSCRIBER',
  'demo@example.com': 'QA_DEMO',
  'gratuito@example.com': 'QA_FREE',
  'admin@example.com': 'QA_ADMIN',
  'editor@example.com': 'QA_EDITOR',
  'publicador@example.com': 'QA_PUBLISHER',
};

/** An account to sign in with: its e-mail and password. */
export interface Account {
  email: string;
  password: string;
}

/**
 * The account that stands for the seeded `email` on the deployment under test: `<PREFIX>_EMAIL` and
 * `<PREFIX>_PASSWORD` when set, else the seeded one.
 */
export function accountFor(email: string): Account {
  const prefix = OVERRIDABLE[email];
  return {
    email: (prefix && process.env[`${prefix}_EMAIL`]) || email,
    password: (prefix && process.env[`${prefix}_PASSWORD`]) || SEEDED_PASSWORD,
  };
}

/** The password to type for the seeded `email` when a scenario gives `password`: a wrong one stays wrong. */
export function passwordFor(email: string, password: string): string {
  return password === SEEDED_PASSWORD ? accountFor(email).password : password;
}
