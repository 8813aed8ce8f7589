import { LayoutGrid, LayoutList, List, Rows3, Tags } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_DISPLAY_TYPES, type ListDisplayType } from '../../core';

const ICONS: Readonly<Record<ListDisplayType, typeof List>> = {
  list: List,
  'detailed-list': LayoutList,
  card: Rows3,
  mosaic: LayoutGrid,
  tag: Tags,
};

/**
 * The view-style control: list, detailed list, cards, mosaic or tags. A group of the browser's own radio buttons
 * (arrow keys move between them), each drawn as its icon.
 */
export function ViewStyleSwitch({
  value,
  onChange,
}: {
  value: ListDisplayType;
  onChange: (display: ListDisplayType) => void;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-orientation="horizontal"
      aria-labelledby={`${id}-label`}
      className="view-style-switch"
      data-tour="view-style"
    >
      <span id={`${id}-label`} className="visually-hidden">
        {t('display.label')}
      </span>
      {LIST_DISPLAY_TYPES.map((display) => {
        const Icon = ICONS[display];
        const selected = display === value;
        return (
          <label key={display} className="view-style-option" data-selected={selected || undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={`${id}-display`}
              value={display}
              checked={selected}
              onChange={() => onChange(display)}
              aria-label={t(`display.${display}`)}
            />
            <Icon aria-hidden="true" size={18} />
          </label>
        );
      })}
    </div>
  );
}
