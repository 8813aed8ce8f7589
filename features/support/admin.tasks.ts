import { type AuditEntry } from '../../core';

/** A list as the back office shows it: the rows' keys in order, how many match, which page. */
export interface ShownList {
  rows: string[];
  total: number;
  page: number;
}

/**
 * The back office, implemented once per assembly: the core's (role rules, list queries, register forms' use cases) and
 * the browser's (the admin pages in Chromium against the reference server, the messages read after choosing the
 * language in the user menu).
 */
export interface AdminTasks {
  /** The user signs in with the seeded account's roles. */
  signInAs(email: string): Promise<void>;
  /** The admin lists the user menu offers. */
  menuLists(): Promise<string[]>;
  /** Whether the user may open an admin page (its path under /admin). */
  mayOpen(page: string): Promise<boolean>;
  /** Whether the user may open an ordinary page. */
  mayOpenOrdinary(path: string): Promise<boolean>;
  /** Opens the users list, with the thirty readers leitor01…leitor30@example.com among its users. */
  openUsers(): Promise<ShownList>;
  /** Types a filter field (not applied before Search): the list as it still shows. */
  typeFilter(name: string, value: string): Promise<ShownList>;
  /** Presses Search. */
  search(): Promise<ShownList>;
  /** Presses Clear. */
  clear(): Promise<ShownList>;
  /** Sorts by a column (a second press reverses it). */
  sortBy(column: string): Promise<ShownList>;
  /** Sets the rows per page. */
  pageSize(size: number): Promise<ShownList>;
  /** Goes to a page. */
  goToPage(page: number): Promise<ShownList>;
  /** Submits a register form ('subject', 'user' or 'tag', new) with these fields over its empty values. */
  submitForm(form: 'subject' | 'user' | 'tag', fields: Record<string, string>): Promise<void>;
  /** The field messages of the last submission in a locale (field → message); empty when it went through. */
  fieldMessages(locale: string): Promise<Record<string, string>>;
  /** What the form still holds for a field after the submission. */
  typed(field: string): Promise<string>;
  /** A new user's form: the plans its plan field offers, and the one chosen at first. */
  planChoices(): Promise<{ offered: string[]; chosen: string }>;
  /** Opens the record the last submission saved and saves its form again with these fields over what it holds. */
  resubmitForm?(fields: Record<string, string>): Promise<void>;
  /** The change log of the record the last submission saved, newest first. */
  changeLog?(): Promise<AuditEntry[]>;
  /** On a device of its own, a user signs in and signs out (browser only). */
  signedInAndOut?(email: string): Promise<void>;
  /** Opens a user's record: why each of its ended sessions ended, as the record writes it (browser only). */
  sessionEndReasons?(email: string): Promise<string[]>;
}
