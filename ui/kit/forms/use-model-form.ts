import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { applyIssues } from './form-issues';
import { type FormViewModel } from './form.view-model';

/**
 * A react-hook-form form over a DTO (whose constraints are the core's field rules) that submits through a
 * FormViewModel. Its starting values are read once, when the form mounts: nothing later (a re-render, a locale
 * change, a failed submission) puts them back, so what the user typed stays. A refusal marks its fields;
 * `resetWhenDone` empties the form once a submission went through.
 */
export function useModelForm<V extends FieldValues, R, F extends string>(
  model: FormViewModel<V, R, F>,
  Dto: new () => V,
  options: { defaults?: Partial<V>; resetWhenDone?: boolean } = {},
) {
  const [setup] = useState(() => ({
    resolver: classValidatorResolver(Dto),
    defaultValues: { ...new Dto(), ...options.defaults } as DefaultValues<V>,
  }));
  const form = useForm<V>(setup);
  const submit = form.handleSubmit(async (values) => {
    const outcome = await model.submit(values);
    if (outcome.kind === 'refused') applyIssues(form.setError, outcome.issues);
    else if (outcome.kind === 'done' && options.resetWhenDone) form.reset();
  });
  return { form, control: form.control, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
