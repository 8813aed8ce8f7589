import { CookieConsent } from '../../../core';
import { MemoryCookies } from '../../../tests/fakes/fake-apis';
import { type CookieTasks } from '../cookies.tasks';

/** The cookie-consent rule on the core, over a cookie jar that outlives the visits. */
export class CoreCookies implements CookieTasks {
  private readonly jar = new MemoryCookies();
  private consent = new CookieConsent(this.jar);

  async visit(): Promise<void> {
    this.consent = new CookieConsent(this.jar);
  }

  noticeCovers(): Promise<boolean> {
    throw new Error('only a page lays the notice over its buttons (a @browser-only step)');
  }

  async noticeShown(): Promise<boolean> {
    return this.consent.shouldShowNotice();
  }

  async choose(choice: 'accept' | 'refuse'): Promise<void> {
    if (choice === 'accept') this.consent.accept();
    else this.consent.reject();
  }

  async comeBack(): Promise<void> {
    await this.visit();
  }

  async nextRequestHeader(): Promise<string | null> {
    return this.consent.headerValue();
  }
}
