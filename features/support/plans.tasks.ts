/** A plan as the plans page shows it. */
export interface ShownPlan {
  name: string;
  /** The price as written (the monthly amount, with its currency). */
  price: string;
  features: string[];
}

/** The language names the scenarios use, as the language picker shows them. */
export const LANGUAGE_NAMES = {
  'Português (Brasil)': 'PtBr',
  English: 'EnEu',
  'Español (España)': 'EsEs',
  'Español (Argentina)': 'EsAr',
  'Português (Portugal)': 'PtPt',
} as const;

/** A language name of the picker. */
export type LanguageName = keyof typeof LANGUAGE_NAMES;

/** What a user does and sees on the plans page, implemented once per assembly. */
export interface PlansTasks {
  /** The product is read in this language from now on (before the plans are opened). */
  readIn(language: LanguageName): Promise<void>;
  /** A plan is published with its own (PtBr) name and only one translation (core assembly only). */
  publishPlanTranslatedOnlyInto(name: string, language: LanguageName, translatedName: string): Promise<void>;
  /** Opens the plans page. */
  openPlans(): Promise<void>;
  /** Switches the language on the plans page. */
  switchLanguage(language: LanguageName): Promise<void>;
  /** The plans shown now. */
  plans(): Promise<ShownPlan[]>;
}
