import { reaction } from 'mobx';
import { useSyncExternalStore } from 'react';
import { type CatalogueTexts } from '../../../core';
import { useInjection } from '../injection';
import { LocaleStore } from './locale.store';

/**
 * The error catalogue of the interface's language (SPEC §8), for the texts of field errors and notices. A component
 * that reads it draws again when the language changes, whether or not it observes the store.
 */
export function useCatalogue(): CatalogueTexts {
  const store = useInjection(LocaleStore);
  return useSyncExternalStore(
    (changed) => reaction(() => store.catalogue(), changed),
    () => store.catalogue(),
  );
}
