import { type Container, type ServiceIdentifier } from 'inversify';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the container available to the components below. */
export function InjectionProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container of the nearest InjectionProvider. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer: no InjectionProvider above this component');
  return container;
}

/** A service from the container (stores and services are singletons: the same one on every render). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [service] = useState(() => container.get<T>(token));
  return service;
}

/** A screen's view-model: load() when its screen mounts, dispose() when it unmounts. */
export interface ViewModel<TArgs extends unknown[] = []> {
  /** Starts the screen (reads its input, fetches what it shows). */
  load(...args: TArgs): void | Promise<void>;
  /** Stops what load() started. */
  dispose(): void;
}

/**
 * A fresh view-model for this mount (view-models are bound transient): `load(...args)` runs on mount with the
 * arguments of the first render, `dispose()` on unmount. Give the component a `key` to start afresh on new input.
 */
export function useViewModel<T extends ViewModel<TArgs>, TArgs extends unknown[] = []>(
  token: ServiceIdentifier<T>,
  ...args: TArgs
): T {
  const container = useContainer();
  const [viewModel] = useState(() => container.get<T>(token));
  const [initialArgs] = useState(() => args);
  useEffect(() => {
    void viewModel.load(...initialArgs);
    return () => viewModel.dispose();
  }, [viewModel, initialArgs]);
  return viewModel;
}
