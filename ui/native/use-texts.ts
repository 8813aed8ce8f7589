import { useEffect, useState } from 'react';
import { useInjection } from '../kit/injection';
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
