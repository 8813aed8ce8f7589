import { useEffect, useState } from 'react';
import { NativeBridgePort } from '../../core';
import { useContainer, useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';

/** Whether the namespaces' texts are there, loading them (a part drawn into a page whose route did not load them). */
export function useTexts(namespaces: readonly string[]): boolean {
  const locale = useInjection(LocaleStore);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void locale.load(namespaces).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale, namespaces]);
  return ready;
}

/**
 * Whether the native side is bound (the app's first navigation inside the shell starts loading it): a part of a page
 * may draw before it is there, and waits.
 */
export function useNativeBound(): boolean {
  const container = useContainer();
  const [bound, setBound] = useState(() => container.isBound(NativeBridgePort));
  useEffect(() => {
    if (bound) return;
    const timer = setInterval(() => {
      if (container.isBound(NativeBridgePort)) setBound(true);
    }, 50);
    return () => clearInterval(timer);
  }, [container, bound]);
  return bound;
}
