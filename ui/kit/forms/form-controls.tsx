import { type InputHTMLAttributes, type ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { type MaskName } from '../../../core';
import { useFormControl } from './form-issues';
import { MaskedInput } from './masked-input';
import { describedBy, FieldError, FieldFrame } from './text-field';

/** What a form field takes: its form, its name, its label, and the input's own attributes. */
type FormFieldProps<T extends FieldValues> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'defaultValue'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  /** One of the core's masks, applied as the user types. */
  mask?: MaskName;
  /** Textarea instead of a one-line input. */
  multiline?: boolean;
};

/** A text field bound to a react-hook-form form, optionally masked; its error is read in the current language. */
export function FormField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  mask,
  multiline,
  ...input
}: FormFieldProps<T>) {
  const { field, error } = useFormControl(control, name);
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  const value = field.value as string;
  let element: ReactNode;
  if (multiline) {
    element = (
      <textarea
        {...common}
        ref={field.ref}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        rows={4}
      />
    );
  } else if (mask) {
    element = (
      <MaskedInput
        {...input}
        {...common}
        mask={mask}
        inputRef={field.ref}
        value={value}
        onValueChange={field.onChange}
      />
    );
  } else {
    element = (
      <input
        {...input}
        {...common}
        ref={field.ref}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    );
  }
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {element}
    </FieldFrame>
  );
}

/** A checkbox bound to a react-hook-form form, with its error read in the current language. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
}) {
  const { field, error } = useFormControl(control, name);
  return (
    <div className="field">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          ref={field.ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
