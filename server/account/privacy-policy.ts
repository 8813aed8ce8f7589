// The privacy policy (SPEC §2): a data-protection notice under the Brazilian data-protection law (LGPD),
// version 2 of 21 September 2023, in Portuguese, English and Spanish, 13 sections plus contact.
import {
  isPolicyLanguage,
  type Locale,
  type PolicyLanguage,
  type PolicySection,
  type PrivacyPolicy,
  privacyPolicyLanguage,
} from '../../core';

/** Where the data subject writes to and the group's phone (shown in the contact section). */
const CONTACT = { email: 'privacidade@celeiro.example', phone: '+55 11 4000-2500' };

const s = (title: string, text: string): PolicySection => ({ title, text });

const PT: PolicySection[] = [
  s(
    '1. Termos e definições',
    'Dados pessoais são informações que identificam ou podem identificar uma pessoa natural. Titular é a pessoa a quem os dados se referem; controlador é quem decide sobre o tratamento; tratamento é toda operação realizada com dados pessoais, nos termos da Lei nº 13.709/2018 (LGPD).',
  ),
  s(
    '2. Coleta de dados',
    'Coletamos dados quando você se cadastra, assina um plano, solicita uma demonstração, entra em contato com o atendimento ou utiliza a plataforma na web e no aplicativo.',
  ),
  s(
    '3. Dados coletados',
    'Nome, e-mail, telefone, CPF ou CNPJ, dados da assinatura, preferências de uso e de notificação, identificador do dispositivo, endereço IP, navegador e sistema operacional.',
  ),
  s(
    '4. Opção de não fornecer dados',
    'Você pode optar por não fornecer determinados dados; nesse caso, algumas funcionalidades, como o cadastro, a demonstração e as notificações, podem ficar indisponíveis.',
  ),
  s(
    '5. Necessidade de consentimento',
    'Quando o tratamento depender de consentimento, ele será solicitado de forma livre, informada e inequívoca, e poderá ser revogado a qualquer momento.',
  ),
  s(
    '6. Consentimento para dados sensíveis',
    'Não coletamos dados pessoais sensíveis. Caso venham a ser necessários, serão tratados somente com o seu consentimento específico e destacado.',
  ),
  s(
    '7. Compartilhamento',
    'Os dados podem ser compartilhados com empresas do grupo e com fornecedores que prestam serviços essenciais à plataforma, sempre sob obrigações de confidencialidade, e com autoridades quando exigido por lei.',
  ),
  s(
    '8. Armazenamento',
    'Os dados são armazenados em ambientes controlados, no Brasil ou no exterior, com salvaguardas compatíveis com a LGPD.',
  ),
  s(
    '9. Retenção',
    'Mantemos os dados enquanto a conta estiver ativa ou pelo prazo necessário ao cumprimento de obrigações legais, regulatórias ou contratuais.',
  ),
  s(
    '10. Segurança',
    'Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda, alteração ou divulgação indevida, como criptografia de senhas e controle de sessões.',
  ),
  s(
    '11. Direitos do titular',
    'A) confirmação da existência de tratamento; B) acesso aos dados; C) correção de dados incompletos, inexatos ou desatualizados; D) anonimização, bloqueio ou eliminação de dados desnecessários; E) portabilidade; F) eliminação dos dados tratados com consentimento; G) informação sobre compartilhamento; H) revogação do consentimento.',
  ),
  s(
    '12. Notificação de incidentes',
    'Em caso de incidente de segurança que possa gerar risco ou dano relevante, comunicaremos os titulares afetados e a Autoridade Nacional de Proteção de Dados.',
  ),
  s(
    '13. Informações adicionais',
    'Esta política pode ser atualizada; a versão vigente estará sempre disponível na plataforma. Versão 2, de 21 de setembro de 2023.',
  ),
  s(
    'Contato',
    `Para exercer seus direitos ou tirar dúvidas, escreva para ${CONTACT.email}. Telefone do grupo: ${CONTACT.phone}.`,
  ),
];

const EN: PolicySection[] = [
  s(
    '1. Terms and definitions',
    'Personal data is information that identifies or can identify a natural person. The data subject is the person the data refers to; the controller decides on the processing; processing is any operation carried out with personal data, under Brazilian Law No. 13,709/2018 (LGPD).',
  ),
  s(
    '2. Data collection',
    'We collect data when you register, subscribe to a plan, request a demo, contact customer service or use the platform on the web and in the app.',
  ),
  s(
    '3. Data collected',
    'Name, e-mail, phone, CPF or CNPJ, subscription data, usage and notification preferences, device identifier, IP address, browser and operating system.',
  ),
  s(
    '4. The option not to provide data',
    'You may choose not to provide certain data; in that case some features, such as registration, the demo and notifications, may be unavailable.',
  ),
  s(
    '5. The need for consent',
    'Where processing depends on consent, it will be requested freely, in an informed and unambiguous way, and may be withdrawn at any time.',
  ),
  s(
    '6. Consent for sensitive data',
    'We do not collect sensitive personal data. Should it become necessary, it will only be processed with your specific and highlighted consent.',
  ),
  s(
    '7. Sharing',
    'Data may be shared with group companies and with suppliers providing services essential to the platform, always under confidentiality obligations, and with authorities when required by law.',
  ),
  s(
    '8. Storage',
    'Data is stored in controlled environments, in Brazil or abroad, with safeguards compatible with the LGPD.',
  ),
  s(
    '9. Retention',
    'We keep data while the account is active or for as long as needed to meet legal, regulatory or contractual obligations.',
  ),
  s(
    '10. Security',
    'We take technical and administrative measures to protect data against unauthorised access, loss, alteration or disclosure, such as password encryption and session control.',
  ),
  s(
    '11. Data-subject rights',
    'A) confirmation that processing exists; B) access to the data; C) correction of incomplete, inaccurate or outdated data; D) anonymisation, blocking or deletion of unnecessary data; E) portability; F) deletion of data processed with consent; G) information about sharing; H) withdrawal of consent.',
  ),
  s(
    '12. Incident notification',
    'In the event of a security incident that may cause relevant risk or damage, we will notify the affected data subjects and the National Data Protection Authority.',
  ),
  s(
    '13. Additional information',
    'This policy may be updated; the current version is always available on the platform. Version 2, of 21 September 2023.',
  ),
  s('Contact', `To exercise your rights or ask questions, write to ${CONTACT.email}. Group phone: ${CONTACT.phone}.`),
];

const ES: PolicySection[] = [
  s(
    '1. Términos y definiciones',
    'Datos personales son informaciones que identifican o pueden identificar a una persona física. Titular es la persona a la que se refieren los datos; responsable es quien decide sobre el tratamiento; tratamiento es toda operación realizada con datos personales, según la Ley brasileña n.º 13.709/2018 (LGPD).',
  ),
  s(
    '2. Recogida de datos',
    'Recogemos datos cuando se registra, contrata un plan, solicita una demostración, contacta con atención al cliente o utiliza la plataforma en la web y en la aplicación.',
  ),
  s(
    '3. Datos recogidos',
    'Nombre, correo electrónico, teléfono, CPF o CNPJ, datos de la suscripción, preferencias de uso y de notificación, identificador del dispositivo, dirección IP, navegador y sistema operativo.',
  ),
  s(
    '4. Opción de no facilitar datos',
    'Puede optar por no facilitar determinados datos; en ese caso, algunas funciones, como el registro, la demostración y las notificaciones, pueden no estar disponibles.',
  ),
  s(
    '5. Necesidad de consentimiento',
    'Cuando el tratamiento dependa del consentimiento, este se solicitará de forma libre, informada e inequívoca, y podrá revocarse en cualquier momento.',
  ),
  s(
    '6. Consentimiento para datos sensibles',
    'No recogemos datos personales sensibles. Si llegaran a ser necesarios, solo se tratarán con su consentimiento específico y destacado.',
  ),
  s(
    '7. Compartición',
    'Los datos pueden compartirse con empresas del grupo y con proveedores que prestan servicios esenciales a la plataforma, siempre bajo obligaciones de confidencialidad, y con autoridades cuando la ley lo exija.',
  ),
  s(
    '8. Almacenamiento',
    'Los datos se almacenan en entornos controlados, en Brasil o en el exterior, con garantías compatibles con la LGPD.',
  ),
  s(
    '9. Conservación',
    'Conservamos los datos mientras la cuenta esté activa o durante el plazo necesario para cumplir obligaciones legales, regulatorias o contractuales.',
  ),
  s(
    '10. Seguridad',
    'Adoptamos medidas técnicas y administrativas para proteger los datos contra accesos no autorizados, pérdida, alteración o divulgación indebida, como el cifrado de contraseñas y el control de sesiones.',
  ),
  s(
    '11. Derechos del titular',
    'A) confirmación de la existencia de tratamiento; B) acceso a los datos; C) corrección de datos incompletos, inexactos o desactualizados; D) anonimización, bloqueo o eliminación de datos innecesarios; E) portabilidad; F) eliminación de los datos tratados con consentimiento; G) información sobre la compartición; H) revocación del consentimiento.',
  ),
  s(
    '12. Notificación de incidentes',
    'En caso de un incidente de seguridad que pueda generar un riesgo o daño relevante, lo comunicaremos a los titulares afectados y a la Autoridad Nacional de Protección de Datos.',
  ),
  s(
    '13. Información adicional',
    'Esta política puede actualizarse; la versión vigente estará siempre disponible en la plataforma. Versión 2, del 21 de septiembre de 2023.',
  ),
  s(
    'Contacto',
    `Para ejercer sus derechos o resolver dudas, escriba a ${CONTACT.email}. Teléfono del grupo: ${CONTACT.phone}.`,
  ),
];

const DOCUMENTS = {
  pt: { title: 'Política de Privacidade', sections: PT },
  en: { title: 'Privacy Policy', sections: EN },
  es: { title: 'Política de Privacidad', sections: ES },
} as const;

/** The language asked for ('pt', 'en' or 'es'), else the one of the locale (PtBr, PtPt, unknown: pt; EnEu: en; EsEs, EsAr: es). */
export function policyLanguage(asked: unknown, locale: Locale): PolicyLanguage {
  return isPolicyLanguage(asked) ? asked : privacyPolicyLanguage(locale);
}

/** The policy in a language. */
export function privacyPolicyDocument(language: PolicyLanguage): PrivacyPolicy {
  return {
    version: 2,
    date: '2023-09-21',
    language,
    ...DOCUMENTS[language],
    sections: [...DOCUMENTS[language].sections],
  };
}
