import { Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import * as l from '../support/tasks/locale';

When('the language setting {string} is read', function (this: CeleiroWorld, setting: string) {
  l.readLanguageSetting(this, setting);
});
When('the browser prefers the language {string}', function (this: CeleiroWorld, tag: string) {
  l.browserPrefers(this, tag);
});
Then('the product speaks {word}', function (this: CeleiroWorld, locale: string) {
  l.expectLanguage(this, locale);
});
Then('the privacy policy is shown in {word}', function (this: CeleiroWorld, name: string) {
  l.expectPrivacyPolicyIn(this, name);
});
Then('a visitor reads the privacy policy from {string}', function (source: string) {
  l.expectPrivacyPolicySource(false, source);
});
Then('a user with a session reads it from {string}', function (source: string) {
  l.expectPrivacyPolicySource(true, source);
});
