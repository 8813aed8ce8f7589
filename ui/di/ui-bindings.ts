import { type Container } from 'inversify';
import { NavigationPort, type Locale } from '../../core';
import { WindowNavigation } from '../platform/window-navigation';

/** The interface's current locale, as the HTTP adapter's `lang` parameter needs it. */
export interface LocaleSource {
  /** The locale in use now. */
  current(): Locale;
}
/** Token of the LocaleSource. */
export const CurrentLocale = Symbol('CurrentLocale');

/** Binds the ports the UI implements and the view-models. */
export function bindUi(container: Container): void {
  container.bind(NavigationPort).toResolvedValue(() => new WindowNavigation());
}
