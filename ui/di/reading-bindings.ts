import { type Container } from 'inversify';
import { type LoadReadingEngines, type ReadingEngines, ReadingEnginesLoader } from '../content/reading-engines';

/**
 * Binds the loader of the listen and share engines (speech, sharing and their use cases). This module loads with the
 * news detail; the engines themselves load when the reader first presses listen or share.
 */
export function bindReading(container: Container): void {
  let engines: Promise<ReadingEngines> | null = null;
  const load: LoadReadingEngines = () => {
    engines ??= import('./reading-engines').then(({ createReadingEngines }) => createReadingEngines(container));
    engines.catch(() => {
      engines = null;
    });
    return engines;
  };
  container.bind<LoadReadingEngines>(ReadingEnginesLoader).toConstantValue(load);
}
