import { ArrowDown, ArrowUp, FileX, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PUBLISHING_LIMITS, type PublishingFormValues } from '../../core';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { FormField } from '../kit/forms/form-controls';
import { errorText } from '../kit/forms/form-issues';

const ADD_ID = 'publishing-attachments-add';
const rowId = (index: number, part: 'name' | 'url' | 'up' | 'down' | 'remove') =>
  `publishing-attachment-${index}-${part}`;

/**
 * The publication's attachments, in the order readers see them: each the name readers see and the address of its file
 * (https://… or a path of this site: the server keeps the address and stores no file). One is added, removed or moved
 * up and down, up to the core's limit; each field shows the core's message, and what was typed stays on a refusal.
 */
export function PublishingAttachments({ control }: { control: Control<PublishingFormValues> }) {
  const { t } = useTranslation('admin-publishing');
  const catalogue = useCatalogue();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'attachments' });
  const { errors } = useFormState({ control, name: 'attachments' });
  // Where the focus goes once the list has changed (a moved row's button, the add button after a removal).
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus === null) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus, fields]);

  const limit = PUBLISHING_LIMITS.attachments;
  const full = fields.length >= limit;
  // The list's own refusal (more than the limit): the resolver puts it on `root`, the server's on the list.
  const listIssue = errors.attachments?.root ?? errors.attachments;
  const listError = errorText(typeof listIssue?.type === 'string' ? listIssue : undefined, catalogue);
  const described = ['publishing-attachments-hint', listError ? 'publishing-attachments-error' : ''].join(' ').trim();

  const moveTo = (from: number, to: number) => {
    move(from, to);
    // The moved row keeps the focus on its buttons; at either end, on the one that still moves it.
    const last = fields.length - 1;
    const part = to < from ? (to === 0 ? 'down' : 'up') : to === last ? 'up' : 'down';
    setFocus(rowId(to, part));
  };

  return (
    <fieldset
      className="publishing-attachments"
      aria-describedby={described}
      aria-invalid={listError ? true : undefined}
      data-testid="publishing-attachments"
    >
      <legend>{t('attachments.legend')}</legend>
      <p id="publishing-attachments-hint" className="field-hint">
        {t('attachments.hint', { limit })}
      </p>
      {fields.length === 0 ? (
        <p className="field-hint">{t('attachments.none')}</p>
      ) : (
        <ol className="publishing-attachment-list">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id} className="publishing-attachment">
                <fieldset>
                  <legend>{t('attachments.item', { number })}</legend>
                  <FormField
                    control={control}
                    name={`attachments.${index}.name`}
                    id={rowId(index, 'name')}
                    label={t('attachments.name')}
                    aria-required
                    autoComplete="off"
                  />
                  <FormField
                    control={control}
                    name={`attachments.${index}.url`}
                    id={rowId(index, 'url')}
                    label={t('attachments.url')}
                    aria-required
                    inputMode="url"
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    placeholder="https://"
                  />
                  <div className="publishing-attachment-actions">
                    <button
                      id={rowId(index, 'up')}
                      type="button"
                      className="button button-ghost icon-button"
                      aria-label={t('attachments.up', { number })}
                      title={t('attachments.up', { number })}
                      disabled={index === 0}
                      onClick={() => moveTo(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" size={16} />
                    </button>
                    <button
                      id={rowId(index, 'down')}
                      type="button"
                      className="button button-ghost icon-button"
                      aria-label={t('attachments.down', { number })}
                      title={t('attachments.down', { number })}
                      disabled={index === fields.length - 1}
                      onClick={() => moveTo(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" size={16} />
                    </button>
                    <button
                      id={rowId(index, 'remove')}
                      type="button"
                      className="button button-ghost icon-button"
                      aria-label={t('attachments.remove', { number })}
                      title={t('attachments.remove', { number })}
                      onClick={() => {
                        remove(index);
                        setFocus(ADD_ID);
                      }}
                    >
                      <FileX aria-hidden="true" size={16} />
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p id="publishing-attachments-error" className="field-error" role="alert">
          {listError}
        </p>
      )}
      <div className="publishing-attachments-add">
        <button
          id={ADD_ID}
          type="button"
          className="button button-secondary"
          disabled={full}
          aria-describedby={full ? 'publishing-attachments-full' : undefined}
          onClick={() => append({ name: '', url: '' })}
        >
          <Plus aria-hidden="true" size={16} /> {t('attachments.add')}
        </button>
        {full && (
          <p id="publishing-attachments-full" className="field-hint">
            {t('attachments.full', { limit })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
