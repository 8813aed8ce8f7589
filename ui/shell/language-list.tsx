import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { LOCALES, type Locale } from '../../core';

/** The languages, in a popover under the language picker's button (loaded with the picker's first use). */
export default function LanguageList({
  triggerRef,
  isOpen,
  onOpenChange,
  value,
  onChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Popover
      className="popover"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
    >
      <ListBox
        className="listbox"
        aria-label={t('language')}
        autoFocus="first"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (typeof key === 'string' && (LOCALES as readonly string[]).includes(key)) onChange(key as Locale);
          onOpenChange(false);
        }}
      >
        {LOCALES.map((code) => (
          <ListBoxItem key={code} id={code} className="listbox-item" lang={code.slice(0, 2).toLowerCase()}>
            {t(`locales.${code}`)}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  );
}
