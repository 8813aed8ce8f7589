// Ask the analyst (SPEC §6): limited by the remaining questions.

/** What the ask-the-analyst entry opens: the question form with the count left, or the contact dialog. */
export type AskAnalystAvailability = { kind: 'form'; remaining: number } | { kind: 'contact-dialog' };

/** The form while questions remain; the contact dialog when none remain (or the count is unknown or invalid). */
export function askAnalystAvailability(remaining: number | null | undefined): AskAnalystAvailability {
  return typeof remaining === 'number' && Number.isFinite(remaining) && remaining >= 1
    ? { kind: 'form', remaining: Math.floor(remaining) }
    : { kind: 'contact-dialog' };
}
