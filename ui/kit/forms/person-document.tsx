import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { type UserType } from '../../../core';
import { FormField } from './form-controls';
import { FormRadioGroup } from './form-radio-group';

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
      <FormRadioGroup
        control={form.control}
        name={typeField}
        id={`${idPrefix}-type`}
        legend={texts.personType}
        options={TYPES.map((type) => ({ value: type, label: texts[type] }))}
        onChange={() => {
          if (form.getValues(documentField) !== '') void form.trigger(documentField);
        }}
      />
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
