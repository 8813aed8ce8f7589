import { type NamespaceTexts } from '../../kit/i18n/area-texts';
import { EMAILED_CODE_LENGTH } from '../../../core';

const EnEu: NamespaceTexts['auth'] = {
  login: {
    title: 'Sign in',
    intro: 'Access the analyses, news and quotes of your subscription.',
    email: 'E-mail',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Sign in',
    forgotPassword: 'I forgot my password',
    lostAccess: 'I lost my access',
    newHere: "I'm new here",
    otherOptions: 'Other access options',
  },
  twoFactor: {
    title: 'Two-step verification',
    intro: `We sent a ${EMAILED_CODE_LENGTH}-digit code to {{email}}. Type it below to confirm this device.`,
    introNoEmail: `We sent a ${EMAILED_CODE_LENGTH}-digit code to your e-mail. Type it below to confirm this device.`,
    code: 'Verification code',
    codeHint: `The code has ${EMAILED_CODE_LENGTH} digits.`,
    validate: 'Verify',
    resend: 'Resend code',
    resentTitle: 'Code resent',
    resent: 'We sent a new code to {{email}}.',
    resentNoEmail: 'We sent a new code to your e-mail.',
    missingChallenge: 'This verification address is not valid. Sign in again to receive a new code.',
  },
};

export default EnEu;
