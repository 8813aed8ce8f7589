// The services area's wire contract (SPEC §7: client/questions/available, client/send-ask-analyst; and the user's
// service options). The server's schemas are checked against these types at compile time.
import { type FreightMode, type FreightProduct } from './freight';
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

/** A place a freight route starts or ends at: a city of a state or a port. */
export interface FreightPlace {
  id: string;
  name: string;
  /** The state's two-letter code. */
  state: string;
  kind: 'city' | 'port';
}

/** What the freight calculator offers: its places, products and modes. */
export interface FreightOptions {
  places: FreightPlace[];
  products: FreightProduct[];
  modes: FreightMode[];
}

/** The query of a freight quote (services/freight/quote). */
export interface FreightQuoteQuery {
  origin: string;
  destination: string;
  product: FreightProduct;
  tonnage: number;
  mode: FreightMode;
}

/** A freight quote: the figures of the formula and its results, in reais. */
export interface FreightQuote {
  origin: string;
  destination: string;
  product: FreightProduct;
  mode: FreightMode;
  tonnage: number;
  distanceKm: number;
  ratePerTonneKm: number;
  terminalFeePerTonne: number;
  productFactor: number;
  costPerTonne: number;
  total: number;
}
