/** A question to the analyst as the user fills the form; the e-mail and name are the user's unless given. */
export interface AskedQuestion {
  question: string;
  /** The commodity's name as the form lists it in Portuguese ('Soja'); empty: none chosen. */
  commodity: string;
  email?: string;
}

/** A freight to quote, each choice as the form lists it in Portuguese ('Sorriso (MT)', 'Algodão em pluma', 'Rodovia'). */
export interface FreightAsked {
  origin: string;
  destination: string;
  product: string;
  tonnage: string;
  mode: string;
}

/** A quote as the page shows it, in Portuguese money ('R$ 257,70'). */
export interface FreightShown {
  costPerTonne: string;
  total: string;
}

/** A region's line of the weather page, its numbers as read from it. */
export interface WeatherRow {
  /** 'Sul de Minas (MG)'. */
  region: string;
  rainfallMm: number;
  normalMm: number;
  /** The rain against the normal as shown, in per cent. */
  percent: number;
  rainClass: 'dry' | 'normal' | 'wet';
  forecastDays: number;
}

/** The session a user chose, as shown: whether the user holds a seat, and the seats left. */
export interface ChosenSession {
  registered: boolean;
  seatsLeft: number;
}

/** The services of one user (ask the analyst, the freight calculator), implemented once per assembly. */
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
  /** The message beside each field of the open form, by field (email, question, commodity, tonnage, …), in Portuguese. */
  fieldMessages(): Promise<Record<string, string>>;
  /** What the question field holds. */
  typedQuestion(): Promise<string>;
  /** The e-mail and name the question form holds before the user types. */
  filledIn(): Promise<{ email: string; name: string }>;
  /** Whether the analysts received a question with this text. */
  analystsReceived(question: string): Promise<boolean>;
  /** The user signs in and opens the freight calculator. */
  openFreight(email: string): Promise<void>;
  /** Fills the freight form and asks for the quote. */
  quoteFreight(freight: FreightAsked): Promise<void>;
  /** What the tonnes field holds. */
  typedTonnage(): Promise<string>;
  /** The quote shown, or null when none is. */
  freightShown(): Promise<FreightShown | null>;
  /** The user signs in and opens the weather. */
  openWeather(email: string): Promise<void>;
  /** Chooses a commodity by its Portuguese name as the filter lists it ('Café'). */
  chooseWeatherCommodity(name: string): Promise<void>;
  /** The regions shown, in their order. */
  weatherRows(): Promise<WeatherRow[]>;
  /** The user signs in and opens the open line or the monthly teleconference. */
  openLiveSessions(email: string, service: 'open-line' | 'monthly-teleconference'): Promise<void>;
  /** Chooses the first session to come that takes a registration (or that the user holds a seat of). */
  chooseNextOpenSession(): Promise<ChosenSession>;
  /** Registers for the chosen session. */
  registerForChosen(): Promise<void>;
  /** Gives back the seat of the chosen session. */
  cancelChosen(): Promise<void>;
  /** Opens the open line again (the page read anew from the server). */
  reopenLiveSessions(): Promise<void>;
  /** The chosen session as shown now. */
  chosenSession(): Promise<ChosenSession>;
  /** Every seat of the chosen session is taken by others (only where the data can be arranged). */
  fillChosen(): Promise<void>;
  /** The refusal shown beside the chosen session, or null. */
  refusal(): Promise<string | null>;
  /** The past sessions as shown: whether each offers its recording, and whether it takes a registration. */
  pastSessions(): Promise<{ recording: boolean; registrable: boolean }[]>;
}
