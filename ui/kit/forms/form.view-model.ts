import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, FormIssuesError, type ErrorCode, type FormRules } from '../../../core';
import { attempt } from '../outcome';
import { type FormIssue } from './form-issues';

/** What a form's submission came to. */
export type SubmitOutcome<R, F extends string> =
  | { kind: 'done'; value: R }
  /** Refused for reasons that belong to fields (the core's rules, a business code, the API's `erros[]`): shown beside them. */
  | { kind: 'refused'; issues: FormIssue<F>[] }
  /** Failed otherwise: the transport presenter has told the user. */
  | { kind: 'failed' }
  /** A submission was already running: nothing was sent. */
  | { kind: 'busy' };

/** How a form reads the API's refusals. */
export interface FormFields<V, F extends string> {
  /** The core's rule table of the form: its keys are the fields an `erros[]` entry of the same name marks. */
  rules: FormRules<V>;
  /** The API's names of fields that the form names otherwise (nome → name). */
  apiNames?: Readonly<Record<string, F>>;
  /** The business codes that belong to a field (5002 unknown e-mail → email). */
  codes?: Partial<Readonly<Record<ErrorCode, F>>>;
}

/**
 * The one form view-model: sends a form's values through a use case, says whether a submission is pending, and
 * answers a typed outcome, with the refusals mapped to the form's fields. It never touches the values, so a
 * refused or failed submission keeps what the user typed.
 */
export class FormViewModel<V, R = void, F extends string = Extract<keyof V, string>> {
  pending = false;
  /** The outcome of the last submission, if any. */
  last: SubmitOutcome<R, F> | null = null;

  constructor(
    private readonly send: (values: V) => Promise<R>,
    private readonly fields: FormFields<V, F>,
  ) {
    makeAutoObservable<this, 'send' | 'fields'>(this, { send: false, fields: false }, { autoBind: true });
  }

  /** Whether the last submission went through. */
  get done(): boolean {
    return this.last?.kind === 'done';
  }

  /** Sends the values once at a time. */
  async submit(values: V): Promise<SubmitOutcome<R, F>> {
    if (this.pending) return { kind: 'busy' };
    this.pending = true;
    const result = await attempt(() => this.send(values));
    const outcome: SubmitOutcome<R, F> = result.kind === 'done' ? result : this.refusal(result.error);
    runInAction(() => {
      this.pending = false;
      this.last = outcome;
    });
    return outcome;
  }

  /** The field issues of a failure, or a plain failure when none of its reasons belongs to a field of this form. */
  private refusal(error: unknown): SubmitOutcome<R, F> {
    const issues = this.issuesOf(error);
    return issues.length > 0 ? { kind: 'refused', issues } : { kind: 'failed' };
  }

  private issuesOf(error: unknown): FormIssue<F>[] {
    if (error instanceof FormIssuesError)
      return (error.issues as FormIssue[]).flatMap((issue) => this.onField(issue.field, issue));
    if (!(error instanceof ApiError)) return [];
    const named = (error.body?.erros ?? []).flatMap(({ field, message }) => this.onField(field, { text: message }));
    if (named.length > 0) return named;
    const code = error.code;
    const field = code === undefined ? undefined : this.fields.codes?.[code];
    return field === undefined || code === undefined ? [] : [{ field, code }];
  }

  /** The issue on the form's field of that name (its own name or the API's), or nothing when the form has no such field. */
  private onField(name: string, issue: FormIssue | { text: string }): FormIssue<F>[] {
    const field = this.fields.apiNames?.[name] ?? (Object.hasOwn(this.fields.rules, name) ? (name as F) : undefined);
    return field === undefined ? [] : [{ ...issue, field } as FormIssue<F>];
  }
}
