import { LayoutGrid, LayoutList, List, Rows3, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { LIST_DISPLAY_TYPES, type ListDisplayType } from '../../core';

const ICONS: Readonly<Record<ListDisplayType, typeof List>> = {
  list: List,
  'detailed-list': LayoutList,
  card: Rows3,
  mosaic: LayoutGrid,
  tag: Tags,
};

/** The view-style control: list, detailed list, cards, mosaic or tags. */
export function ViewStyleSwitch({
  value,
  onChange,
}: {
  value: ListDisplayType;
  onChange: (display: ListDisplayType) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <RadioGroup
      className="view-style-switch"
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next as ListDisplayType)}
    >
      <Label className="visually-hidden">{t('display.label')}</Label>
      {LIST_DISPLAY_TYPES.map((display) => {
        const Icon = ICONS[display];
        return (
          <Radio key={display} value={display} className="view-style-option" aria-label={t(`display.${display}`)}>
            <Icon aria-hidden="true" size={18} />
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
