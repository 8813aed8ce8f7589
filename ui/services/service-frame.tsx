import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../kit/load-state';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../kit/page-title';
import { PATHS } from '../shell/paths';

/** A service outside the user's plan: what it is and where the plans are. */
export function ServiceUpsell() {
  const { t } = useTranslation('services');
  return (
    <div className="services-upsell notice notice-success" role="note">
      <strong>{t('upsell.title')}</strong>
      <p>{t('upsell.text')}</p>
      <Link className="button button-primary" to={PATHS.plans}>
        {t('upsell.plans')}
      </Link>
    </div>
  );
}

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
  usePageTitle(title);
  return (
    <section className="page services-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {state === 'loading' && <p role="status">{common('loading')}</p>}
      {state === 'failed' && <LoadFailed onRetry={onRetry} />}
      {state === 'upsell' && <ServiceUpsell />}
      {state === 'ready' && children}
    </section>
  );
}
