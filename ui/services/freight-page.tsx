import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, type FreightPlace, type FreightQuote, type Locale } from '../../core';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { FormSelect } from '../kit/forms/form-select';
import { useModelForm } from '../kit/forms/use-model-form';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { FreightDto } from './dto';
import { FreightViewModel } from './freight.view-model';
import { ServiceFrame } from './service-frame';

/** A place as the lists name it: "Sorriso (MT)", "Porto de Santos (SP)". */
const placeLabel = (place: FreightPlace) => `${place.name} (${place.state})`;

/** The quote: cost per tonne and total, and the formula with the figures it used. */
const QuoteResult = observer(function QuoteResult({ quote, locale }: { quote: FreightQuote; locale: Locale }) {
  const { t } = useTranslation('services');
  const money = (value: number) => formatMoney(value, locale, 'BRL');
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 3 });
  return (
    <section className="services-result" aria-labelledby="freight-result-title" aria-live="polite">
      <h2 id="freight-result-title">{t('freight.result')}</h2>
      <dl className="services-figures">
        <div>
          <dt>{t('freight.costPerTonne')}</dt>
          <dd data-testid="freight-cost-per-tonne">{money(quote.costPerTonne)}/t</dd>
        </div>
        <div>
          <dt>{t('freight.total', { tonnes: number(quote.tonnage) })}</dt>
          <dd data-testid="freight-total">{money(quote.total)}</dd>
        </div>
      </dl>
      <p className="services-muted">
        {t('freight.applied', {
          distance: number(quote.distanceKm),
          rate: formatMoney(quote.ratePerTonneKm, locale, 'BRL', { maximumFractionDigits: 3 }),
          factor: number(quote.productFactor),
          fee: money(quote.terminalFeePerTonne),
        })}
      </p>
    </section>
  );
});

/** /services/freight-calculator: origin, destination, product, tonnage and mode; the cost per tonne and the total. */
export const FreightPage = observer(function FreightPage() {
  const viewModel = useViewModel(FreightViewModel);
  const { t } = useTranslation('services');
  const { locale } = useInjection(LocaleStore);
  const { control, onSubmit } = useModelForm(viewModel.form, FreightDto);
  const places = viewModel.options.places.map((place) => ({ value: place.id, label: placeLabel(place) }));
  return (
    <ServiceFrame
      id="freight-title"
      title={t('freight.title')}
      state={viewModel.state}
      onRetry={() => void viewModel.load()}
    >
      <p>{t('freight.intro')}</p>
      <p className="services-formula">
        <strong>{t('freight.formulaTitle')}</strong> {t('freight.formula')}
      </p>
      <FormFrame
        labelledBy="freight-title"
        busy={viewModel.form.pending}
        onSubmit={onSubmit}
        submitLabel={t('freight.submit')}
      >
        <div className="services-grid">
          <FormSelect
            control={control}
            name="origin"
            id="freight-origin"
            label={t('freight.origin')}
            placeholder={t('freight.choosePlace')}
            options={places}
          />
          <FormSelect
            control={control}
            name="destination"
            id="freight-destination"
            label={t('freight.destination')}
            placeholder={t('freight.choosePlace')}
            options={places}
          />
          <FormSelect
            control={control}
            name="product"
            id="freight-product"
            label={t('freight.product')}
            placeholder={t('freight.chooseProduct')}
            options={viewModel.options.products.map((product) => ({
              value: product,
              label: t(`freight.products.${product}`),
            }))}
          />
          <FormField
            control={control}
            name="tonnage"
            id="freight-tonnage"
            label={t('freight.tonnage')}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormSelect
            control={control}
            name="mode"
            id="freight-mode"
            label={t('freight.mode')}
            placeholder={t('freight.chooseMode')}
            options={viewModel.options.modes.map((mode) => ({ value: mode, label: t(`freight.modes.${mode}`) }))}
          />
        </div>
      </FormFrame>
      {viewModel.quote && <QuoteResult quote={viewModel.quote} locale={locale} />}
    </ServiceFrame>
  );
});
