import { CloudRain } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../kit/load-state';
import { formatDate, formatNumber, numberFormat, type ForecastDay, type Locale, type RegionWeather } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { MenuStore } from '../shell/menu.store';
import { labelOf } from './commodity-label';
import { ServiceFrame } from './service-frame';
import { WeatherViewModel } from './weather.view-model';
import './services.css';

/** One day of a region's forecast: the weekday and date, the maximum and minimum, the rain and its chance. */
function ForecastDayCell({ day, locale }: { day: ForecastDay; locale: Locale }) {
  const { t } = useTranslation('services');
  const date = new Date(`${day.day}T12:00:00Z`);
  const weekday = formatDate(date, locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = formatDate(date, locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const mm = formatNumber(day.rainMm, locale, { maximumFractionDigits: 1 });
  return (
    <li className="weather-day">
      <span className="weather-day-name">
        {weekday} <span className="weather-day-date">{dayMonth}</span>
      </span>
      <span className="weather-temperature">
        <span className="visually-hidden">{t('weather.max')} </span>
        {day.maxC}°<span aria-hidden="true"> / </span>
        <span className="weather-min">
          <span className="visually-hidden"> {t('weather.min')} </span>
          {day.minC}°
        </span>
      </span>
      <span className="weather-rain">
        <CloudRain aria-hidden="true" size={14} /> {mm} mm
      </span>
      <span className="weather-chance">{t('weather.chance', { chance: day.rainChance })}</span>
    </li>
  );
}

/** A region's 7 days. */
function RegionForecast({ region, locale }: { region: RegionWeather; locale: Locale }) {
  const id = `weather-${region.region}`;
  return (
    <section className="weather-region" aria-labelledby={id}>
      <h3 id={id}>
        {region.name} ({region.state})
      </h3>
      <ol className="weather-days">
        {region.forecast.map((day) => (
          <ForecastDayCell key={day.day} day={day} locale={locale} />
        ))}
      </ol>
    </section>
  );
}

/** /services/weather: the producing regions' rain of the last 30 days against their normal, and their 7-day forecast. */
export const WeatherPage = observer(function WeatherPage() {
  const viewModel = useViewModel(WeatherViewModel);
  const { t } = useTranslation('services');
  const { locale } = useInjection(LocaleStore);
  const menu = useInjection(MenuStore);
  useEffect(() => {
    menu.load().catch(() => undefined);
  }, [menu]);
  const mm = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // The commodities the regions produce, named as the user's menu names them (offered once it is read).
  const commodities = viewModel.commodities.flatMap((id) => {
    const item = menu.items.find((entry) => entry.id === id);
    return item ? [{ id, name: labelOf(item, locale) }] : [];
  });
  const report = viewModel.report;
  const issued = report
    ? formatDate(report.issuedAt, locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })
    : '';
  return (
    <ServiceFrame
      id="weather-title"
      title={t('weather.title')}
      state={viewModel.state}
      onRetry={() => void viewModel.load()}
    >
      <p>{t('weather.intro')}</p>
      <div className="services-grid">
        <div className="field">
          <label htmlFor="weather-commodity">{t('weather.commodity')}</label>
          <select
            id="weather-commodity"
            value={viewModel.commodity ?? ''}
            onChange={(event) => void viewModel.choose(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">{t('weather.all')}</option>
            {commodities.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {viewModel.choiceFailed && (
        <LoadFailed className="notice" onRetry={() => void viewModel.choose(viewModel.commodity)} />
      )}
      <div aria-busy={viewModel.reading}>
        {viewModel.rainfall.length === 0 ? (
          <p role="status">{t('weather.empty')}</p>
        ) : (
          <>
            <h2 id="weather-rainfall">{t('weather.rainfallTitle')}</h2>
            <div className="services-table-wrap">
              <table className="services-table weather-table" aria-labelledby="weather-rainfall">
                <thead>
                  <tr>
                    <th scope="col">{t('weather.columns.region')}</th>
                    <th scope="col">{t('weather.columns.rainfall')}</th>
                    <th scope="col">{t('weather.columns.normal')}</th>
                    <th scope="col">{t('weather.columns.percent')}</th>
                    <th scope="col">{t('weather.columns.next7')}</th>
                  </tr>
                </thead>
                <tbody>
                  {viewModel.rainfall.map(({ region, percent, rainClass, next7Mm }) => (
                    <tr key={region.region}>
                      <th scope="row" data-label={t('weather.columns.region')}>
                        {region.name} ({region.state})
                      </th>
                      <td data-label={t('weather.columns.rainfall')} className="services-number">
                        {mm.format(region.rainfall30Mm)}
                      </td>
                      <td data-label={t('weather.columns.normal')} className="services-number">
                        {mm.format(region.normal30Mm)}
                      </td>
                      <td data-label={t('weather.columns.percent')} className="services-number">
                        <span className={`chip weather-class weather-${rainClass}`}>
                          {Number.isFinite(percent) ? `${percent}%` : '—'} · {t(`weather.classes.${rainClass}`)}
                        </span>
                      </td>
                      <td data-label={t('weather.columns.next7')} className="services-number">
                        {mm.format(next7Mm)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2>{t('weather.forecastTitle')}</h2>
            <div className="weather-regions">
              {viewModel.rainfall.map(({ region }) => (
                <RegionForecast key={region.region} region={region} locale={locale} />
              ))}
            </div>
          </>
        )}
        {report && <p className="weather-note">{t('weather.source', { source: report.source, issued })}</p>}
      </div>
    </ServiceFrame>
  );
});
