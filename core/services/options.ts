// The service options a plan may include (SPEC §3 subscription options): the ones the services area serves.

/** The service options of the services area, by the name their pages carry (/services/{name}; ask-analyst: /ask-to-analyst). */
export const SERVICE_OPTIONS = [
  'ask-analyst',
  'freight-calculator',
  'ship-line-up',
  'weather',
  'open-line',
  'monthly-teleconference',
  'consulting',
] as const;
/** A service option. */
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** Whether a text names a service option. */
export function isServiceOption(value: unknown): value is ServiceOption {
  return (SERVICE_OPTIONS as readonly unknown[]).includes(value);
}

/** Whether the user's options include a service. */
export function mayUseService(options: readonly ServiceOption[], service: ServiceOption): boolean {
  return options.includes(service);
}
