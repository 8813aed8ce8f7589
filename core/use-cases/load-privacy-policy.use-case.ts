import { privacyPolicyLanguage, type Locale } from '../domain/locale';
import { type AccountApiPort, type PrivacyPolicy } from '../ports/account-api.port';

/** The privacy policy of a signed-in user, in the version for the interface language (SPEC §2). */
export class LoadPrivacyPolicyUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Reads it: Portuguese for PtBr and PtPt, English for EnEu, Spanish for EsEs and EsAr. */
  execute(locale: Locale): Promise<PrivacyPolicy> {
    return this.api.privacyPolicy(privacyPolicyLanguage(locale));
  }
}
