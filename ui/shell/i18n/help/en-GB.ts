import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EnEu: NamespaceTexts['shell-help'] = {
  title: 'Help',
  tabsLabel: 'Help sections',
  tabs: {
    about: 'About',
    attendance: 'Customer service',
    version: 'Version',
    lgpd: 'LGPD',
    privacy: 'Privacy policy',
    tour: 'Tour',
    terms: 'Terms of use',
    support: 'Support tools',
  },
  about: {
    product:
      'Market information for agribusiness: analyses, news, reports, quotes, indicators, weather and events for the main agricultural commodities.',
    audience: 'Made for subscribers, {{days}}-day demo users and free users, on the web and in the mobile app.',
  },
  attendance: {
    intro: 'Talk to our team through whichever channel suits you.',
    areas: {
      commercial: 'Sales',
      support: 'Customer service',
      'account-manager': 'Your account manager',
      analysis: 'Market analysis',
      financial: 'Billing',
    },
    email: 'E-mail',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    empty: 'No contacts are available at the moment.',
  },
  version: {
    hash: 'Version',
    builtAt: 'Build date',
    noBuildDate: 'No date (development version)',
  },
  lgpd: {
    intro:
      "Under Brazil's General Data Protection Law (Law 13,709/2018, art. 18) you may ask us at any time, free of charge, for:",
    rights: {
      confirmation: 'confirmation that we process your personal data;',
      access: 'access to your data;',
      correction: 'correction of incomplete, inaccurate or out-of-date data;',
      anonymisation:
        'anonymisation, blocking or deletion of data that is unnecessary, excessive or processed unlawfully;',
      portability: 'portability of your data to another provider;',
      deletion: 'deletion of the data processed with your consent;',
      sharing: 'information about whom we share your data with;',
      refusal: 'information about the option not to consent and what refusing means;',
      revocation: 'withdrawal of your consent.',
    },
    deletion: 'Request deletion of my data',
    export: 'Download a copy of my data',
    otherByEmail: 'For any other request (correction, anonymisation, whom we share with), write to {{email}}.',
    signInFirst: 'Sign in to your account to make these requests.',
  },
  tour: {
    intro:
      'The guided tour shows you, step by step, where to find the menu, the lists, the ticker and your preferences.',
    start: 'Start the tour',
    started: 'The tour will start as soon as this window closes.',
  },
  terms: {
    updated: 'Version of 21 September 2023.',
    use: 'Access is personal and non-transferable: do not share your password or let anyone else use your account.',
    content:
      'Analyses, news, reports and quotes are protected by copyright. You may read them and use them in your decisions, but you may not reproduce, redistribute or resell them without written permission.',
    advice:
      'The information is provided for information only and is not a recommendation to buy or sell; business decisions are the responsibility of whoever makes them.',
    availability:
      'We work to keep the platform available, but it may be interrupted for maintenance or by third-party failures.',
    account: 'We may suspend accounts used against these terms. You may close your account whenever you wish.',
    law: 'These terms are governed by Brazilian law; personal data is processed as our privacy policy describes.',
  },
  support: {
    intro: 'If customer service asks, give them these codes or send a diagnostic from this device.',
    deviceId: 'Device ID',
    sessionId: 'Session ID',
    noSession: 'None (you are not signed in)',
    send: 'Send diagnostic',
    sending: 'Sending…',
    sent: 'Diagnostic sent to customer service.',
    failed: 'The diagnostic was not sent. Please try again.',
  },
};

export default EnEu;
