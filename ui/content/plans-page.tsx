import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { planPrice, PUBLICATION_TYPE_NAMES, type PublicationType, type SubscriptionPlan } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { usePageTitle } from '../kit/page-title';
import { ContentFailed, EmptyContent } from './content-status';
import { SUPPORT_ADDRESS } from './support-address';
import { PlansViewModel } from './plans.view-model';
import './content.css';

/** /pages/plans: the subscription plans, reached from every upsell. */
export const PlansPage = observer(function PlansPage() {
  const viewModel = useViewModel(PlansViewModel);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation(['content-pages', 'content'], { nsMode: 'fallback' });
  usePageTitle(t('plans.title'));
  const price = (plan: SubscriptionPlan) =>
    plan.monthlyPrice === 0
      ? t('plans.free')
      : t('plans.perMonth', { price: planPrice(plan.monthlyPrice, locale, plan.currency) });
  return (
    <section className="page plans-page">
      <h1>{t('plans.title')}</h1>
      <p>{t('plans.intro')}</p>
      {viewModel.loading ? (
        <p role="status">{t('plans.loading')}</p>
      ) : viewModel.failed ? (
        <ContentFailed text={t('plans.failed')} onRetry={() => void viewModel.load()} />
      ) : viewModel.plans.length === 0 ? (
        <EmptyContent title={t('plans.empty')} />
      ) : (
        <ul className="plans">
          {viewModel.plans.map((plan) => (
            <li key={plan.id} className="plan-card">
              <h2>{plan.name}</h2>
              <p className="plan-price">{price(plan)}</p>
              <p>{plan.description}</p>
              <h3>{t('plans.publicationTypes')}</h3>
              <p>
                {plan.publicationTypes
                  .map((type) => PUBLICATION_TYPE_NAMES[type as PublicationType]?.[locale])
                  .filter(Boolean)
                  .join(', ')}
              </p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <a className="button button-primary" href={SUPPORT_ADDRESS}>
        {t('plans.contact')}
      </a>
    </section>
  );
});
