/** A news item as the visitor's home lists it. */
export interface VisitorNews {
  title: string;
  /** The date as shown. */
  date: string;
}

/** A public quote as the visitor's home shows it. */
export interface VisitorQuote {
  name: string;
  price: string;
  change: string;
}

/** The public summary of an item as a visitor reads it. */
export interface VisitorDetail {
  title: string;
  summary: string;
  /** Whether the item's full text is shown (never to a visitor). */
  fullText: boolean;
}

/** What a visitor (or a signed-in user) does and sees at the home and landing pages, implemented once per assembly. */
export interface VisitorHomeTasks {
  /** A visitor (no e-mail) or the signed-in user with this e-mail opens the home. */
  openHome(email?: string): Promise<void>;
  /** The address the user is on (path and query). */
  address(): Promise<string>;
  /** The subjects shown, in order, named in PtBr. */
  subjects(): Promise<string[]>;
  /** The latest news listed. */
  news(): Promise<VisitorNews[]>;
  /** The titles of the highlights. */
  highlights(): Promise<string[]>;
  /** The public quotes shown. */
  quotes(): Promise<VisitorQuote[]>;
  /** Where the calls to action lead: signing in and the plans. */
  calls(): Promise<{ signIn: string; plans: string }>;
  /** Opens the public detail of the first news item listed; answers the item's id. */
  openFirstNews(): Promise<number>;
  /** The public detail open. */
  detail(): Promise<VisitorDetail>;
  /** Signs in from the public detail with a seeded account (the two-factor code included). */
  signInFromDetail(email: string): Promise<void>;
  /** Opens the landing page. */
  openLanding(): Promise<void>;
  /** The landing page's heading and the markets it lists. */
  landing(): Promise<{ title: string; subjects: string[] }>;
}
