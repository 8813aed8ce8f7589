import { type LoggerPort } from '../kernel/logger.port';

/**
 * What must happen while the session still holds, just before a logout ends it (the native shell removes its push
 * device). A step that fails is logged; the logout goes on.
 */
export class SignOutSteps {
  private readonly steps = new Set<() => Promise<void>>();

  /** Adds a step; returns the way to take it away. */
  add(step: () => Promise<void>): () => void {
    this.steps.add(step);
    return () => void this.steps.delete(step);
  }

  /** Runs every step, one after the other. */
  async run(logger: LoggerPort): Promise<void> {
    for (const step of this.steps)
      await step().catch((error: unknown) => logger.warn('a step before the logout failed', error));
  }
}
