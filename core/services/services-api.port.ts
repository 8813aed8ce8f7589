import {
  type AskAnalystAnswer,
  type AskAnalystRequest,
  type FreightOptions,
  type FreightQuote,
  type FreightQuoteQuery,
  type QuestionsAvailable,
  type ServiceOptions,
} from './api';
import { type LineUp } from './line-up';
import { type LiveSchedule, type LiveScheduleQuery, type LiveSession } from './live-sessions';
import { type WeatherQuery, type WeatherReport } from './weather';

/** The services calls of the API. */
export interface ServicesApiPort {
  /** The service options of the user's plan (none for a free user). */
  options(): Promise<ServiceOptions>;
  /** The questions to the analyst left this month (403 without the right). */
  questionsAvailable(): Promise<QuestionsAvailable>;
  /** Sends a question to the analysts; answers the questions left. */
  askAnalyst(request: AskAnalystRequest): Promise<AskAnalystAnswer>;
  /** The freight calculator's places, products and modes (403 without the right). */
  freightOptions(): Promise<FreightOptions>;
  /** A freight quote from the table of rates (400 naming the mode when the route has no rate by it). */
  freightQuote(query: FreightQuoteQuery): Promise<FreightQuote>;
  /** The ship line-up (403 without the right). */
  lineUp(): Promise<LineUp>;
  /** The forecast and the last 30 days' rain of the producing regions, of one commodity or all (403 without the right). */
  weather(query: WeatherQuery): Promise<WeatherReport>;
  /** The open line's or the monthly teleconference's sessions, upcoming and past (403 without the right). */
  liveSchedule(query: LiveScheduleQuery): Promise<LiveSchedule>;
  /** Registers the user for an upcoming session (again: nothing changes); refused when full or started. */
  register(sessionId: string): Promise<LiveSession>;
  /** Gives the user's seat back (not registered: nothing changes); refused once the session has started. */
  cancelRegistration(sessionId: string): Promise<void>;
}
/** Injection token of the ServicesApiPort. */
export const ServicesApiPort = Symbol('ServicesApiPort');
