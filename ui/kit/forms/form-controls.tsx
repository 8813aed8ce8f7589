import { type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { LoaderCircle } from 'lucide-react';
import { parseLocale } from '../../../core';
import { fieldErrorText } from './field-issues';

/** The masks of the account forms (SPEC §5); '#' is a digit or a letter (the alphanumeric CNPJ). */
const FORM_MASKS = {
  phone: [{ mask: '00 0000-0000' }, { mask: '00 00000-0000' }, { mask: '000 00000-0000' }],
  cpf: '000.000.000-00',
  cnpj: '##.###.###/####-00',
} as const;

type MaskName = keyof typeof FORM_MASKS;

/** Label, hint and error around an input, the error announced to assistive technology. */
function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: string | undefined; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a form field takes: its form, its name, its label, and the input's own attributes. */
type FormFieldProps<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  /** A mask applied as the user types. */
  mask?: MaskName;
  /** Textarea instead of a one-line input. */
  multiline?: boolean;
};

/** A text field bound to a react-hook-form form, optionally masked; its error is translated in the current language. */
export function FormField<T extends FieldValues>({ control, name, id, label, hint, mask, multiline, ...input }: FormFieldProps<T>) {
  const locale = parseLocale(useTranslation().i18n.language);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(fieldState.error?.message, locale);
        const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
        const common = { id, name: field.name, onBlur: field.onBlur, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
        let control: ReactNode;
        if (multiline) {
          control = <textarea {...common} ref={field.ref} value={field.value as string} onChange={(event) => field.onChange(event.target.value)} rows={4} />;
        } else if (mask) {
          control = (
            <IMaskInput
              {...input}
              {...common}
              mask={FORM_MASKS[mask] as never}
              definitions={{ '#': /[0-9A-Za-z]/ }}
              prepareChar={(char: string) => char.toUpperCase()}
              inputRef={field.ref}
              value={field.value as string}
              onAccept={(value: string) => field.onChange(value)}
            />
          );
        } else {
          control = <input {...input} {...common} ref={field.ref} value={field.value as string} onChange={(event) => field.onChange(event.target.value)} />;
        }
        return (
          <FieldFrame id={id} label={label} hint={hint} error={error}>
            {control}
          </FieldFrame>
        );
      }}
    />
  );
}

/** A checkbox bound to a react-hook-form form, with its translated error. */
export function FormCheckbox<T extends FieldValues>({ control, name, id, label }: { control: Control<T>; name: FieldPath<T>; id: string; label: string }) {
  const locale = parseLocale(useTranslation().i18n.language);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(fieldState.error?.message, locale);
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
            {error && (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

/** The submit button of a form, with a spinner while it is busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary" aria-busy={busy}>
      {busy && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
      {children}
    </button>
  );
}

/** The confirmation that a request was sent: a title and what happens next, announced politely. */
export function SentNotice({ title, message }: { title: string; message: string }) {
  return (
    <div className="notice notice-success" role="status">
      <strong>{title}</strong>
      <p>{message}</p>
    </div>
  );
}
