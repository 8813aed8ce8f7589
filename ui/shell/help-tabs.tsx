import { Mail, MessageCircle, Phone } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DEMO_TRIAL_DAYS, TourPort, type TourPort as Tour } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { AttendanceViewModel } from './attendance.view-model';
import { BrandName } from './brand-name';
import { SessionStore } from './session.store';
import { SupportToolsViewModel } from './support-tools.view-model';
import { TourStore } from './tour.store';

/** Where requests about personal data go when the app has no page for them (a copy of the data). */
export const SUPPORT_EMAIL = 'atendimento@celeiro.example';

/** The rights of a data subject, LGPD art. 18, items I to IX. */
const LGPD_RIGHTS = [
  'confirmation',
  'access',
  'correction',
  'anonymisation',
  'portability',
  'deletion',
  'sharing',
  'refusal',
  'revocation',
] as const;

/** The paragraphs of the terms of use. */
const TERMS = ['use', 'content', 'advice', 'availability', 'account', 'law'] as const;

/** About: the brand and what the product is. */
export function AboutTab() {
  const { t } = useTranslation(['shell-help', 'common']);
  return (
    <section>
      <h3>
        <BrandName />
      </h3>
      <p>{t('shell-help:about.product')}</p>
      <p>{t('shell-help:about.audience', { days: DEMO_TRIAL_DAYS })}</p>
    </section>
  );
}

/** Digits and a leading + of a phone number, for tel: and WhatsApp links. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** Attendance: the team's contacts (the client's for a signed-in user, the public desks for a visitor). */
export const AttendanceTab = observer(function AttendanceTab() {
  const viewModel = useViewModel(AttendanceViewModel);
  const { t } = useTranslation('shell-help');
  return (
    <section>
      <p>{t('attendance.intro')}</p>
      <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
        {viewModel.contacts.length === 0 ? (
          <p>{t('attendance.empty')}</p>
        ) : (
          <ul className="contact-list" aria-label={t('tabs.attendance')}>
            {viewModel.contacts.map((contact) => (
              <li key={contact.id} className="contact">
                <strong>{contact.name}</strong>
                <span className="contact-area">{t(`attendance.areas.${contact.area}`)}</span>
                <a href={`mailto:${contact.email}`} aria-label={`${t('attendance.email')}: ${contact.email}`}>
                  <Mail aria-hidden="true" size={16} />
                  {contact.email}
                </a>
                <a href={`tel:${dialable(contact.phone)}`} aria-label={`${t('attendance.phone')}: ${contact.phone}`}>
                  <Phone aria-hidden="true" size={16} />
                  {contact.phone}
                </a>
                {contact.whatsapp && (
                  <a
                    href={`https://wa.me/${dialable(contact.whatsapp).replace('+', '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('attendance.whatsapp')}: ${contact.whatsapp}`}
                  >
                    <MessageCircle aria-hidden="true" size={16} />
                    {contact.whatsapp}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
});

/** LGPD: the data subject's rights, and where to exercise them (data deletion in my account, a copy of one's data, the other requests by e-mail). */
export const LgpdTab = observer(function LgpdTab() {
  const session = useInjection(SessionStore);
  const { t } = useTranslation('shell-help');
  return (
    <section>
      <p>{t('lgpd.intro')}</p>
      <ol className="lgpd-rights">
        {LGPD_RIGHTS.map((right) => (
          <li key={right}>{t(`lgpd.rights.${right}`)}</li>
        ))}
      </ol>
      {!session.user && <p>{t('lgpd.signInFirst')}</p>}
      <ul className="help-links">
        <li>
          <Link to="/my-account">{t('lgpd.deletion')}</Link>
        </li>
        <li>
          <Link to="/account/my-data">{t('lgpd.export')}</Link>
        </li>
      </ul>
      <p>
        {t('lgpd.otherByEmail', { email: SUPPORT_EMAIL })} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </section>
  );
});

/**
 * Tour: asks for the guided tour through the TourPort; the tab then says the tour starts once the dialog is closed
 * (the tour reads the request from the TourStore).
 */
export const TourTab = observer(function TourTab() {
  const tour = useInjection<Tour>(TourPort);
  const state = useInjection(TourStore);
  const { t } = useTranslation('shell-help');
  return (
    <section>
      <p>{t('tour.intro')}</p>
      <button type="button" className="button button-primary" onClick={() => tour.start()}>
        {t('tour.start')}
      </button>
      <p role="status">{state.requested ? t('tour.started') : ''}</p>
    </section>
  );
});

/** Terms of use. */
export function TermsTab() {
  const { t } = useTranslation('shell-help');
  return (
    <section>
      <p>
        <em>{t('terms.updated')}</em>
      </p>
      {TERMS.map((paragraph) => (
        <p key={paragraph}>{t(`terms.${paragraph}`)}</p>
      ))}
    </section>
  );
}

/** Support tools: the device's and the session's ids, and the diagnostic sent to the attendance. */
export const SupportToolsTab = observer(function SupportToolsTab() {
  const viewModel = useViewModel(SupportToolsViewModel);
  const location = useLocation();
  const { t } = useTranslation('shell-help');
  return (
    <section>
      <p>{t('support.intro')}</p>
      <dl className="facts">
        <dt>{t('support.deviceId')}</dt>
        <dd>
          <code>{viewModel.deviceId}</code>
        </dd>
        <dt>{t('support.sessionId')}</dt>
        <dd>{viewModel.sessionId ? <code>{viewModel.sessionId}</code> : t('support.noSession')}</dd>
      </dl>
      <button
        type="button"
        className="button button-primary"
        // Not `disabled`: a disabled button loses the focus, which would leave the dialog (and its Escape).
        aria-disabled={viewModel.sending}
        onClick={() => void viewModel.send(location.pathname)}
      >
        {viewModel.sending ? t('support.sending') : t('support.send')}
      </button>
      {viewModel.outcome === 'failed' && <p role="alert">{t('support.failed')}</p>}
    </section>
  );
});
