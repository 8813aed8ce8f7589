/** Where the support team is reached (the no-rights dialog, the plans page, a locked news item). */
export const SUPPORT_ADDRESS = 'mailto:atendimento@celeiro.example';
