import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { type DropdownOption } from '../../core';
import { useFormControl } from '../kit/forms/form-issues';
import { FieldError } from '../kit/forms/text-field';

/** The codes of a comma-separated list, each once, in the order written. */
const codesOf = (value: string): string[] => [
  ...new Set(
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
];

/**
 * The subjects a plan includes, as boxes to tick (dropdown/subjects/filter), over the form's comma-separated codes: a
 * tick adds a subject's code and an untick takes it away; a code no subject has stays in the list, for the form's rules
 * and the server to name.
 */
export function SubjectPicker<T extends FieldValues>({
  control,
  name,
  id,
  legend,
  subjects,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  legend: string;
  subjects: readonly DropdownOption[];
}) {
  const { field, error } = useFormControl(control, name);
  const chosen = codesOf(String(field.value ?? ''));
  const toggle = (code: string, on: boolean) =>
    field.onChange((on ? [...chosen, code] : chosen.filter((one) => one !== code)).join(', '));
  return (
    <fieldset className="field admin-subjects" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="admin-subject-boxes">
        {subjects.map((subject, index) => (
          <div className="checkbox" key={subject.id}>
            <input
              id={`${id}-${subject.id}`}
              type="checkbox"
              // The first box takes the focus when the form points at this field.
              ref={index === 0 ? field.ref : undefined}
              checked={chosen.includes(subject.id)}
              onChange={(event) => toggle(subject.id, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${subject.id}`}>{subject.label}</label>
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
