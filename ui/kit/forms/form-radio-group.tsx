import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormControl } from './form-issues';
import { type SelectOption } from './form-select';
import { FieldError } from './text-field';

/**
 * A group of radio buttons bound to a react-hook-form form: its legend, one button per option (`<id>-<value>`), and
 * its error read in the current language; `onChange` is told each choice after the form. (A file of its own, so the
 * pages that have no radio group do not carry it.)
 */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  id,
  legend,
  options,
  onChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  legend: string;
  options: readonly SelectOption[];
  onChange?: (value: string) => void;
}) {
  const { field, error } = useFormControl(control, name);
  return (
    <fieldset className="radio-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <div className="checkbox" key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={field.name}
            ref={index === 0 ? field.ref : undefined}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => {
              field.onChange(option.value);
              onChange?.(option.value);
            }}
            onBlur={field.onBlur}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
