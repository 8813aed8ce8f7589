import { type CookiePort } from '../../core';

/** Cookies of the current document. */
export class DocumentCookies implements CookiePort {
  constructor(private readonly doc: Pick<Document, 'cookie'> = document) {}

  get(name: string): string | null {
    for (const part of this.doc.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return null;
  }

  set(name: string, value: string, days: number): void {
    const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  }
}
