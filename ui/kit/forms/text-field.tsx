import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** The ids a field's hint and error give its control, for aria-describedby. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's error, `<id>-error` (its control's aria-describedby), announced to assistive technology; nothing when none. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Label, hint and error around a control, the error announced to assistive technology. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled text input with an optional hint and an error announced to assistive technology. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** The error message, shown when set. */
  error?: string;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}
