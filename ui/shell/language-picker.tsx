import { ChevronDown } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';

/** The list of languages, with react-aria's popover and listbox: loaded when the picker is first about to be used. */
const loadList = () => import('./language-list');
const LanguageList = lazy(loadList);

/**
 * Chooses the interface language (kept on this device). What every page draws is a light button, labelled like a
 * select (its label and the current language) and announcing a listbox; the list itself loads on first use (a
 * pointer over the button or its focus starts loading it, a press opens it).
 */
export const LanguagePicker = observer(function LanguagePicker() {
  const locale = useInjection(LocaleStore);
  const { t } = useTranslation('common');
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show();
  };
  return (
    <div className="select">
      <span id={`${id}-label`} className="select-label">
        {t('language')}
      </span>
      <button
        ref={trigger}
        type="button"
        className="select-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={show}
        onKeyDown={keys}
      >
        <span id={`${id}-value`}>{t(`locales.${locale.locale}`)}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LanguageList
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) trigger.current?.focus();
            }}
            value={locale.locale}
            onChange={locale.change}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
