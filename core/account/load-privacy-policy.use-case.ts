import { privacyPolicySource } from '../content/privacy-policy';
import { privacyPolicyLanguage, type Locale } from '../kernel/locale';
import { type AccountApiPort } from './account-api.port';
import { type PrivacyPolicy } from './api';
import { type ContentCachePort } from '../content/content-cache.port';
import { type SessionRepository } from '../session/session-repository';

/** The privacy policy in the version for the interface language, from the call that fits the visitor (SPEC §2, §6). */
export class LoadPrivacyPolicyUseCase {
  constructor(
    private readonly api: AccountApiPort,
    private readonly cache: ContentCachePort,
    private readonly session: SessionRepository,
  ) {}

  /** Reads it (Portuguese for PtBr and PtPt, English for EnEu, Spanish for EsEs and EsAr): from the API when signed in, from the cache service otherwise. */
  execute(locale: Locale): Promise<PrivacyPolicy> {
    const language = privacyPolicyLanguage(locale);
    return privacyPolicySource(this.session.isAuthenticated()) === 'privacy-policy-content'
      ? this.api.privacyPolicy(language)
      : this.cache.privacyPolicy(language);
  }
}
