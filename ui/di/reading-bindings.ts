import { type Container } from 'inversify';
import { type LoadReadingEngines, type ReadingEngines, ReadingEnginesLoader } from '../content/reading-engines';

/** The containers the loader is bound in. */
const bound = new WeakSet<Container>();

/**
 * Binds the loader of the listen and share engines (speech, sharing and their use cases). This module loads with the
 * news detail; the engines themselves load when the reader first presses listen or share.
 */
export function bindReading(container: Container): void {
  if (bound.has(container)) return;
  bound.add(container);
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
