import { type AskAnalystAnswer, type AskAnalystRequest, type QuestionsAvailable, type ServiceOptions } from './api';

/** The services calls of the API. */
export interface ServicesApiPort {
  /** The service options of the user's plan (none for a free user). */
  options(): Promise<ServiceOptions>;
  /** The questions to the analyst left this month (403 without the right). */
  questionsAvailable(): Promise<QuestionsAvailable>;
  /** Sends a question to the analysts; answers the questions left. */
  askAnalyst(request: AskAnalystRequest): Promise<AskAnalystAnswer>;
}
/** Injection token of the ServicesApiPort. */
export const ServicesApiPort = Symbol('ServicesApiPort');
