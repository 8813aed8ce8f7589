import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CookieConsent, CookiePort, type CookiePort as Cookies } from '../../core';

/**
 * The cookie notice (SPEC §4): shown until the visitor or user accepts or rejects cookies. The choice is a cookie,
 * which every API request then reports in its X-Cookies-Accepted header.
 */
@injectable()
export class CookieNoticeStore {
  shown: boolean;
  private readonly consent: CookieConsent;

  constructor(@inject(CookiePort) cookies: Cookies) {
    this.consent = new CookieConsent(cookies);
    this.shown = this.consent.shouldShowNotice();
    makeAutoObservable<this, 'consent'>(this, { consent: false }, { autoBind: true });
  }

  accept(): void {
    this.consent.accept();
    this.shown = false;
  }

  reject(): void {
    this.consent.reject();
    this.shown = false;
  }
}
