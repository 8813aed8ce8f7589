// The services area's wire contract (SPEC §7: client/questions/available, client/send-ask-analyst; and the user's
// service options). The server's schemas are checked against these types at compile time.
import { type ServiceOption } from './options';

/** The questions to the analyst the user has left this month, out of the plan's monthly limit. */
export interface QuestionsAvailable {
  available: number;
  limit: number;
}

/** A question to the analyst (SPEC §3 Other forms: e-mail, name, question, commodity). */
export interface AskAnalystRequest {
  email: string;
  name: string;
  question: string;
  /** The commodity (subject) id the question is about. */
  commodity: number;
}

/** The answer to a question sent: the questions left after it. */
export interface AskAnalystAnswer {
  available: number;
}

/** The service options of the user's plan that the user may use now. */
export interface ServiceOptions {
  options: ServiceOption[];
}
