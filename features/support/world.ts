import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';

/** Which assembly runs the scenario: the core with fakes, or the browser against the reference server. */
export type Assembly = 'core' | 'ui';

/** Scenario state shared by the step definitions; `vars` holds whatever a step leaves for the next ones. */
export class CeleiroWorld extends World<{ assembly: Assembly }> {
  readonly assembly: Assembly;
  readonly vars = new Map<string, unknown>();

  constructor(options: IWorldOptions<{ assembly: Assembly }>) {
    super(options);
    this.assembly = options.parameters.assembly;
  }
}

setWorldConstructor(CeleiroWorld);
