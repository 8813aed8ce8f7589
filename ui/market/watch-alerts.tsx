import { BellPlus, BellRing, Star, Trash2, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ALERT_KINDS, formatNumber, type Locale, type QuoteRow } from '../../core';
import { FormField } from '../kit/forms/form-controls';
import { SubmitButton } from '../kit/forms/form-frame';
import { errorText } from '../kit/forms/form-issues';
import { FormRadioGroup } from '../kit/forms/form-radio-group';
import { useModelForm } from '../kit/forms/use-model-form';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { useInjection } from '../kit/injection';
import { AlertDto } from './dto';
import { type WatchAlertsModel } from './watch-alerts.model';
import './watch-alerts.css';

/** A number as the interface's language writes it. */
const figure = (value: number, locale: Locale) => formatNumber(value, locale, { maximumFractionDigits: 4 });

/** The interface's language. */
const useLocale = () => useInjection(LocaleStore).locale;

/** The star of a row: adds the instrument to the watch list or takes it out (a toggle button, its state announced). */
export const WatchStar = observer(function WatchStar({
  model,
  row,
}: {
  model: WatchAlertsModel;
  row: Pick<QuoteRow, 'id' | 'name'>;
}) {
  const { t } = useTranslation('market');
  const on = model.isWatched(row.id);
  return (
    <button
      type="button"
      className={`button button-ghost icon-button quotes-star${on ? ' quotes-star-on' : ''}`}
      aria-label={t('watch', { name: row.name })}
      aria-pressed={on}
      onClick={() => void model.toggleWatch(row.id)}
    >
      <Star aria-hidden="true" size={16} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
});

/**
 * The alert form of one instrument: the kind, then a price or a percentage; its errors beside their fields, and the
 * server's refusal of the instrument below them. `current` reads the instrument's row as the feed moves it (the price
 * shown follows it).
 */
const AlertForm = observer(function AlertForm({
  model,
  current,
  close,
}: {
  model: WatchAlertsModel;
  current: () => QuoteRow;
  close: () => void;
}) {
  const row = current();
  const { t } = useTranslation('market');
  const locale = useLocale();
  const catalogue = useCatalogue();
  const [viewModel] = useState(() => model.alertForm());
  const { control, onSubmit, form } = useModelForm(viewModel, AlertDto, { defaults: { instrument: row.id } });
  const kind = form.watch('kind');
  const refused = errorText(form.formState.errors.instrument, catalogue);
  const id = useId();
  useEffect(() => {
    if (viewModel.done) close();
  }, [viewModel.done, close]);
  return (
    <form className="alert-form" onSubmit={onSubmit} noValidate aria-busy={viewModel.pending}>
      <p className="quotes-muted">{t('currentPrice', { price: figure(row.last, locale), unit: row.unit })}</p>
      <FormRadioGroup
        control={control}
        name="kind"
        id={`${id}-kind`}
        legend={t('kind')}
        options={ALERT_KINDS.map((option) => ({ value: option, label: t(`kind_${option}`) }))}
      />
      <FormField
        control={control}
        name="level"
        id={`${id}-level`}
        label={kind === 'move' ? t('percent') : t('level', { unit: row.unit })}
        inputMode="decimal"
        autoComplete="off"
      />
      <p className="quotes-muted">{t('crossingHint')}</p>
      {refused && (
        <p className="field-error" role="alert">
          {refused}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={close}>
          {t('cancel')}
        </button>
        <SubmitButton busy={viewModel.pending}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
});

/** The bell of a row: opens the alert form in a dialog (`current`: the row as the feed moves it). */
export function AlertButton({
  model,
  row,
  current,
}: {
  model: WatchAlertsModel;
  row: Pick<QuoteRow, 'id' | 'name'>;
  current: () => QuoteRow;
}) {
  const { t } = useTranslation('market');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-ghost icon-button"
        aria-label={t('alertFor', { name: row.name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <BellPlus aria-hidden="true" size={16} />
      </button>
      <ModalOverlay className="modal-overlay" isDismissable isOpen={open} onOpenChange={setOpen}>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="dialog-title">
                  {t('alertTitle', { name: row.name })}
                </Heading>
                <AlertForm model={model} current={current} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** The user's alerts with their state (in words), each with its delete button. */
export const AlertsPanel = observer(function AlertsPanel({ model }: { model: WatchAlertsModel }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className="alerts-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('alerts')}</h2>
      {model.watchError && (
        <p className="field-error" role="alert">
          {t(model.watchError === 'full' ? 'watchFull' : 'watchFailed')}
        </p>
      )}
      {model.alerts.length === 0 ? (
        <p className="quotes-muted">{t('alertsEmpty')}</p>
      ) : (
        <ul className="alerts-list">
          {model.alerts.map((alert) => (
            <li key={alert.id} className={`alerts-item alerts-${alert.state}`}>
              <span className="alerts-name">{alert.name}</span>
              <span className="quotes-num">
                {t(`rule_${alert.kind}`, { level: figure(alert.level, locale), unit: alert.unit })}
              </span>
              <span className={`alerts-state alerts-state-${alert.state}`}>{t(`state_${alert.state}`)}</span>
              <button
                type="button"
                className="button button-ghost icon-button"
                aria-label={t('deleteAlert', { name: alert.name })}
                onClick={() => void model.deleteAlert(alert.id)}
              >
                <Trash2 aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** The alerts that fired while the page is open, as notices read out when they arrive. */
export const AlertNotices = observer(function AlertNotices({ model }: { model: WatchAlertsModel }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (
    <div className="alert-notices" role="status" aria-live="assertive">
      {model.notices.map((notice) => (
        <p key={notice.id} className="alert-notice">
          <BellRing aria-hidden="true" size={16} />
          <span>
            {t(`notice_${notice.kind}`, {
              name: notice.name,
              value: figure(notice.value, locale),
              unit: notice.unit,
              level: figure(notice.level, locale),
            })}
          </span>
          <button
            type="button"
            className="button button-ghost icon-button"
            aria-label={t('dismiss')}
            onClick={() => model.dismiss(notice.id)}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </p>
      ))}
    </div>
  );
});
