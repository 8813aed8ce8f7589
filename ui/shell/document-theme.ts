import { LOCALE_TAGS } from '../../core';
import { autorun, type IReactionDisposer } from 'mobx';
import { type LocaleStore } from '../kit/i18n/locale.store';
import { type PreferencesStore } from './preferences.store';

/**
 * Keeps the document in step with the display settings: data-brand and data-theme select the design tokens,
 * --zoom scales the type, lang follows the interface language. Returns the function that stops it.
 */
export function bindDocument(root: HTMLElement, preferences: PreferencesStore, locale: LocaleStore): IReactionDisposer {
  return autorun(() => {
    root.dataset.brand = preferences.brand;
    root.dataset.theme = preferences.theme;
    root.dataset.alignDetail = preferences.formatAlignDetail;
    root.dataset.viewStyle = preferences.viewstyle;
    root.style.setProperty('--zoom', String(preferences.zoom / 100));
    root.style.setProperty('--zoom-detail', String(preferences.zoomDetail / 100));
    root.lang = LOCALE_TAGS[locale.locale];
  });
}
