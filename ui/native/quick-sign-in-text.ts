import { type CatalogueTexts, otherMessage, type QuickSignInProblem } from '../../core';
import { type TextKey } from '../kit/i18n/locale.store';

/**
 * What the user reads of a quick sign-in's problem, in a catalogue's language: the shell's silence in SPEC §8's words, a missing
 * shell or its refusal in the catalogue's, the rules' in this area's texts (`translate` reads 'native:problems.*').
 */
export function quickSignInText(
  problem: QuickSignInProblem,
  texts: CatalogueTexts,
  translate: (key: TextKey) => string,
): string {
  switch (problem) {
    case 'timeout':
      return otherMessage('biometricTimeout', texts);
    case 'shellNotFound':
      return otherMessage('nativeShellNotFound', texts);
    case 'shellRefused':
      return otherMessage('genericError', texts);
    case 'notSaved':
      return translate('native:problems.biometricRefused');
    default:
      return translate(`native:problems.${problem}`);
  }
}
