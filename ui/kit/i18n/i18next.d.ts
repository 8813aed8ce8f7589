// The texts' keys for the type check: t('ns:key') with a key that no namespace has fails to compile.
import { type NamespaceTexts } from './area-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: NamespaceTexts;
  }
}
