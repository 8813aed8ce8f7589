import { type ReadAloudUseCase, type ShareItemUseCase } from '../../core';

/** The use cases behind the listen and share controls, loaded when the reader first presses one. */
export interface ReadingEngines {
  readAloud: ReadAloudUseCase;
  share: ShareItemUseCase;
}

/** Loads the reading engines (once: later calls answer the same). */
export type LoadReadingEngines = () => Promise<ReadingEngines>;
/** Injection token of the LoadReadingEngines function. */
export const ReadingEnginesLoader = Symbol('ReadingEnginesLoader');
