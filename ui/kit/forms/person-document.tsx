import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { type UserType } from '../../../core';
import { FormField } from './form-controls';

/** The words of the person type and of its document, in the page's language. */
export interface PersonDocumentTexts {
  personType: string;
  individual: string;
  company: string;
  cpf: string;
  cnpj: string;
}

const TYPES: readonly UserType[] = ['individual', 'company'];

/**
 * The person type (an individual or a company) and the document it asks for: a CPF or a CNPJ, masked by the type. The
 * registration's form and the back office's user form. Changing the type checks a document already typed by the
 * other type's rule at once.
 */
export function PersonDocumentFields<T extends FieldValues>({
  form,
  idPrefix,
  texts,
  required = false,
}: {
  /** A form with a `userType` and a `document` field. */
  form: UseFormReturn<T>;
  idPrefix: string;
  texts: PersonDocumentTexts;
  required?: boolean;
}) {
  const typeField = 'userType' as Path<T>;
  const documentField = 'document' as Path<T>;
  const userType = useWatch({ control: form.control, name: typeField }) as UserType;
  const individual = userType === 'individual';
  return (
    <>
      <fieldset className="radio-group">
        <legend>{texts.personType}</legend>
        {TYPES.map((type) => (
          <div className="checkbox" key={type}>
            <input
              id={`${idPrefix}-type-${type}`}
              type="radio"
              name="userType"
              checked={userType === type}
              onChange={() => {
                form.setValue(typeField, type as PathValue<T, Path<T>>);
                if (form.getValues(documentField) !== '') void form.trigger(documentField);
              }}
            />
            <label htmlFor={`${idPrefix}-type-${type}`}>{texts[type]}</label>
          </div>
        ))}
      </fieldset>
      <FormField
        key={userType}
        control={form.control}
        name={documentField}
        id={`${idPrefix}-document`}
        label={individual ? texts.cpf : texts.cnpj}
        mask={individual ? 'cpf' : 'cnpj'}
        inputMode={individual ? 'numeric' : 'text'}
        {...(required ? { 'aria-required': true } : {})}
      />
    </>
  );
}
