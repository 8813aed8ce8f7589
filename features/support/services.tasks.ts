/** A question to the analyst as the user fills the form; the e-mail and name are the user's unless given. */
export interface AskedQuestion {
  question: string;
  /** The commodity's name as the form lists it in Portuguese ('Soja'); empty: none chosen. */
  commodity: string;
  email?: string;
}

/** The services of one user (ask the analyst), implemented once per assembly. */
export interface ServicesTasks {
  /** The user signs in and opens ask the analyst. */
  openAskAnalyst(email: string): Promise<void>;
  /** The questions left this month as shown before writing, or null when no count is shown. */
  questionsLeft(): Promise<number | null>;
  /** Fills the form and sends it. */
  ask(question: AskedQuestion): Promise<void>;
  /** Whether the contact dialog is offered instead of the form. */
  contactOffered(): Promise<boolean>;
  /** Whether the question form is offered. */
  formOffered(): Promise<boolean>;
  /** Whether the upsell of a service outside the plan is shown. */
  upsellShown(): Promise<boolean>;
  /** The message beside each field of the form, by field (email, name, question, commodity), in Portuguese. */
  fieldMessages(): Promise<Record<string, string>>;
  /** What the question field holds. */
  typedQuestion(): Promise<string>;
  /** Whether the analysts received a question with this text. */
  analystsReceived(question: string): Promise<boolean>;
}
