import { type NamespaceTexts } from '../../kit/i18n/area-texts';
import { PIN_LENGTH } from '../../../core';

const EnEu: NamespaceTexts['native'] = {
  types: {
    TouchID: 'Touch ID',
    FaceID: 'Face ID',
    OpticID: 'Optic ID',
    Fingerprint: 'fingerprint',
    Face: 'face recognition',
    Iris: 'iris',
    none: 'biometrics',
  },
  offer: {
    title: 'Sign in faster on this device',
    text: 'Next time, sign in with {{type}}, without typing your password. The password is not kept on the device.',
    activate: 'Turn on {{type}}',
    usePin: 'Use a PIN',
    notNow: 'Not now',
  },
  settings: {
    title: 'Quick sign-in',
    intro: 'Sign in on this device without typing your password, with biometrics or a PIN.',
    onBiometry: 'On: sign-in with {{type}}.',
    onPin: 'On: sign-in with a PIN.',
    off: 'Off on this device.',
    unavailable: 'This device has no biometrics available. Use a PIN.',
    activate: 'Turn on {{type}}',
    usePin: 'Use a PIN instead of biometrics',
    turnOff: 'Turn off',
    turnedOn: 'Quick sign-in turned on.',
    turnedOff: 'Quick sign-in turned off.',
    outsideApp: 'Quick sign-in is available in the app.',
  },
  pin: {
    label: `${PIN_LENGTH}-digit PIN`,
    hint: 'No repeated digit and no sequence.',
    save: 'Save PIN',
    cancel: 'Cancel',
  },
  problems: {
    biometricInvalidated:
      'A new biometric was enrolled on this device, so biometric sign-in was turned off. Sign in with your password and turn it on again.',
    biometricRefused: "This device's quick sign-in is no longer valid. Sign in with your password.",
    pinWrong: 'Wrong PIN.',
    pinFormat: `The PIN has ${PIN_LENGTH} digits.`,
    pinGuessable: 'Choose a less obvious PIN: no repeated digit and no sequence.',
  },
  signIn: {
    title: 'Quick sign-in',
    withBiometry: 'Sign in with {{type}}',
    withPin: 'Sign in with PIN',
    pin: 'PIN',
    orPassword: 'or sign in with e-mail and password',
  },
};

export default EnEu;
