import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, NewsStatus, parseLocale, PUBLICATION_TYPE_NAMES, PUBLICATION_TYPES } from '../../core';
import { FormCheckbox, FormField } from '../kit/forms/form-controls';
import { errorText } from '../kit/forms/form-issues';
import { FormSelect } from '../kit/forms/form-select';
import { useModelForm } from '../kit/forms/use-model-form';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { useInjection, useViewModel } from '../kit/injection';
import { LoadFailed } from '../kit/load-state';
import { usePageTitle } from '../kit/page-title';
import { PublishingAttachments } from './publishing-attachments';
import { PUBLISHING_LIST_PATH } from './publishing-list-page';
import { PublishingStatus } from './publishing-status';
import { PublishingFormDto } from './publishing.dto';
import { PublishingFormViewModel } from './publishing.view-model';
import './publishing.css';

/** The publication's status, when it has one: the status, its failures, its schedule or its sending. */
const StatusLine = observer(function StatusLine({ viewModel }: { viewModel: PublishingFormViewModel }) {
  const { t } = useTranslation('admin-publishing');
  const { locale } = useInjection(LocaleStore);
  const item = viewModel.item;
  if (!item) return null;
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="publishing-state" role="status" data-testid="publishing-status">
      <PublishingStatus status={item.status} failures={item.failures} />
      {item.status === NewsStatus.SCHEDULED && item.scheduledAt && (
        <span>{t('scheduledFor', { date: when(item.scheduledAt) })}</span>
      )}
      {item.status === NewsStatus.SENT && item.sentAt && (
        <span>{t('sentAt', { date: when(item.sentAt), count: item.delivered })}</span>
      )}
      {item.status === NewsStatus.ERROR && <span>{t('done.error')}</span>}
      {item.status === NewsStatus.SENT && <span>{t('sentLocked')}</span>}
    </div>
  );
});

/**
 * The form: every field of a publication (its attachments too), and the actions the workflow allows (each one the
 * form's submission).
 */
const PublishingForm = observer(function PublishingForm({ viewModel }: { viewModel: PublishingFormViewModel }) {
  const { t, i18n } = useTranslation('admin-publishing');
  const locale = parseLocale(i18n.language);
  const catalogue = useCatalogue();
  const { control, onSubmit, form } = useModelForm(viewModel.form, PublishingFormDto, {
    defaults: viewModel.defaults,
  });
  const [, setParams] = useSearchParams();
  const id = viewModel.item?.id;
  useEffect(() => {
    // A new publication, once stored, is edited at its own address (a reload keeps it).
    if (id !== undefined) setParams({ id: String(id) }, { replace: true });
  }, [id, setParams]);
  const highlight = form.watch('highlight');
  const editable = viewModel.actions.includes('save');
  const busy = viewModel.form.pending;
  return (
    <form
      className="publishing-form"
      noValidate
      aria-labelledby="publishing-form-title"
      aria-busy={busy}
      onSubmit={onSubmit}
    >
      <fieldset className="form-fields" disabled={busy}>
        <fieldset className="form-fields" disabled={!editable}>
          <FormSelect
            control={control}
            name="publicationType"
            id="publishing-type"
            label={t('fields.publicationType')}
            placeholder={t('fields.publicationType')}
            options={PUBLICATION_TYPES.map((type) => ({ value: type, label: PUBLICATION_TYPE_NAMES[type][locale] }))}
          />
          <Controller
            control={control}
            name="commodities"
            render={({ field, fieldState }) => {
              const error = errorText(fieldState.error, catalogue);
              const chosen = new Set(field.value);
              return (
                <fieldset
                  className="publishing-commodities"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'publishing-commodities-error' : undefined}
                >
                  <legend>{t('fields.commodities')}</legend>
                  {viewModel.commodities.map((commodity) => (
                    <div className="checkbox" key={commodity.id}>
                      <input
                        id={`publishing-commodity-${commodity.id}`}
                        type="checkbox"
                        checked={chosen.has(String(commodity.id))}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, String(commodity.id)]
                              : field.value.filter((value) => value !== String(commodity.id)),
                          )
                        }
                        onBlur={field.onBlur}
                      />
                      <label htmlFor={`publishing-commodity-${commodity.id}`}>{commodity.nome}</label>
                    </div>
                  ))}
                  {error && (
                    <p id="publishing-commodities-error" className="field-error" role="alert">
                      {error}
                    </p>
                  )}
                </fieldset>
              );
            }}
          />
          <FormField
            control={control}
            name="title"
            id="publishing-title-field"
            label={t('fields.title')}
            aria-required
          />
          <FormField control={control} name="summary" id="publishing-summary" label={t('fields.summary')} multiline />
          <FormField
            control={control}
            name="body"
            id="publishing-body"
            label={t('fields.body')}
            hint={t('fields.bodyHint')}
            multiline
            aria-required
          />
          <FormField control={control} name="tags" id="publishing-tags" label={t('fields.tags')} />
          <div className="publishing-flags">
            <FormCheckbox control={control} name="important" id="publishing-important" label={t('fields.important')} />
            <FormCheckbox control={control} name="exclusive" id="publishing-exclusive" label={t('fields.exclusive')} />
            <FormCheckbox control={control} name="live" id="publishing-live" label={t('fields.live')} />
            <FormCheckbox control={control} name="highlight" id="publishing-highlight" label={t('fields.highlight')} />
          </div>
          {highlight && (
            <FormField
              control={control}
              name="highlightTitle"
              id="publishing-highlight-title"
              label={t('fields.highlightTitle')}
              hint={t('fields.highlightTitleHint')}
            />
          )}
          <PublishingAttachments control={control} />
          {viewModel.actions.includes('schedule') && (
            <FormField control={control} name="at" id="publishing-at" label={t('fields.at')} type="datetime-local" />
          )}
        </fieldset>
        <div className="form-actions">
          {viewModel.actions.map((action) => (
            <button
              key={action}
              type="submit"
              className={`button ${action === 'sendNow' || action === 'resume' ? 'button-primary' : 'button-secondary'}`}
              onClick={() => viewModel.setCommand(action)}
              aria-busy={busy && viewModel.command === action}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
});

/** /admin/publishing/register (`?id=` edits one): the publication form with its status and actions. */
export const PublishingRegisterPage = observer(function PublishingRegisterPage() {
  const { t } = useTranslation('admin-publishing');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const viewModel = useViewModel(PublishingFormViewModel, id);
  const title = id === null ? t('register') : t('edit');
  usePageTitle(title);
  const done = viewModel.lastDone;
  return (
    <section className="page publishing-page" aria-labelledby="publishing-form-title">
      <nav className="breadcrumb" aria-label={t('admin')}>
        <Link to={PUBLISHING_LIST_PATH}>{t('back')}</Link>
      </nav>
      <h1 id="publishing-form-title">{title}</h1>
      {viewModel.state === 'failed' && <LoadFailed onRetry={() => void viewModel.load()} />}
      {viewModel.state === 'ready' && (
        <>
          <StatusLine viewModel={viewModel} />
          {done && viewModel.item?.status !== NewsStatus.ERROR && (
            <p className="notice" role="status">
              {t(`done.${done}`)}
            </p>
          )}
          <PublishingForm viewModel={viewModel} />
        </>
      )}
    </section>
  );
});
