/** The services' pages at /services/{name} (the guard takes any such name; the page sends one that is none to not-found). */
export const SERVICE_PAGE_NAMES = [
  'freight-calculator',
  'ship-line-up',
  'weather',
  'open-line',
  'teleconference',
] as const;
