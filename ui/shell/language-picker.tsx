import { ChevronDown } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { LOCALES, type Locale } from '../../core';
import { useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';

/** Chooses the interface language (kept on this device). */
export const LanguagePicker = observer(function LanguagePicker() {
  const locale = useInjection(LocaleStore);
  const { t } = useTranslation('common');
  return (
    <Select
      className="select"
      value={locale.locale}
      onChange={(key) => {
        if (typeof key === 'string' && (LOCALES as readonly string[]).includes(key)) locale.change(key as Locale);
      }}
    >
      <Label className="select-label">{t('language')}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDown aria-hidden="true" size={16} />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {LOCALES.map((code) => (
            <ListBoxItem key={code} id={code} className="listbox-item" lang={code.slice(0, 2).toLowerCase()}>
              {t(`locales.${code}`)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
});
