import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

/** The submit button of a form, with a spinner while it is busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary" aria-busy={busy}>
      {busy && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
      {children}
    </button>
  );
}

/**
 * A form: its fields, disabled while it is busy, then its submit button (with a spinner while submitting) and any
 * other actions. The browser's own validation is off: the rules are the core's, checked by the form's view-model
 * or resolver. The submission never reloads the page.
 */
export function FormFrame({
  labelledBy,
  busy,
  submitting = busy,
  onSubmit,
  submitLabel,
  actions,
  children,
}: {
  labelledBy: string;
  busy: boolean;
  /** Whether the submission itself runs (the spinner), when the form can be busy otherwise; `busy` by default. */
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** Buttons beside the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const submit = <SubmitButton busy={submitting}>{submitLabel}</SubmitButton>;
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <fieldset className="form-fields" disabled={busy}>
        {children}
        {actions ? (
          <div className="form-actions">
            {submit}
            {actions}
          </div>
        ) : (
          submit
        )}
      </fieldset>
    </form>
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
