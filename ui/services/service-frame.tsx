import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../kit/load-state';
import { usePageTitle } from '../kit/page-title';
import { PlansOffer } from '../kit/plans-offer';
import { PATHS } from '../shell/paths';

/** A service page: its heading, then its reading, failed (with retry), upsell or ready state. */
export function ServiceFrame({
  id,
  title,
  state,
  onRetry,
  children,
}: {
  id: string;
  title: string;
  state: 'loading' | 'failed' | 'upsell' | 'ready';
  onRetry: () => void;
  children: ReactNode;
}) {
  const common = useTranslation('common').t;
  const { t } = useTranslation('services');
  usePageTitle(title);
  return (
    <section className="page services-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {state === 'loading' && <p role="status">{common('loading')}</p>}
      {state === 'failed' && <LoadFailed onRetry={onRetry} />}
      {state === 'upsell' && (
        <PlansOffer title={t('upsell.title')} text={t('upsell.text')} action={t('upsell.plans')} to={PATHS.plans} />
      )}
      {state === 'ready' && children}
    </section>
  );
}
