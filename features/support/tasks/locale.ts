// Core tasks of the interface-language feature.
import assert from 'node:assert/strict';
import { localeFromBrowserLanguage, parseLocale, privacyPolicyLanguage, privacyPolicySource } from '../../../core';
import { type CeleiroWorld } from '../world';
import { language, useLanguage } from './common';

/** A stored or chosen language setting is read (a digit string reads as a code). */
export function readLanguageSetting(world: CeleiroWorld, setting: string): void {
  useLanguage(world, parseLocale(/^\d+$/.test(setting) ? Number(setting) : setting));
}

/** The browser announces its preferred language. */
export function browserPrefers(world: CeleiroWorld, tag: string): void {
  useLanguage(world, localeFromBrowserLanguage(tag));
}

/** The product speaks the expected language. */
export function expectLanguage(world: CeleiroWorld, locale: string): void {
  assert.equal(language(world), locale);
}

/** The privacy policy version for the user's language. */
export function expectPrivacyPolicyIn(world: CeleiroWorld, name: string): void {
  const code = { Portuguese: 'pt', English: 'en', Spanish: 'es' }[name];
  assert.equal(privacyPolicyLanguage(language(world)), code);
}

/** Where the privacy policy comes from, with or without a session. */
export function expectPrivacyPolicySource(authenticated: boolean, source: string): void {
  assert.equal(privacyPolicySource(authenticated), source);
}
