import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['shell-help'] = {
  title: 'Ajuda',
  tabsLabel: 'Secções da ajuda',
  tabs: {
    about: 'Sobre',
    attendance: 'Apoio ao cliente',
    version: 'Versão',
    lgpd: 'LGPD',
    privacy: 'Política de privacidade',
    tour: 'Visita guiada',
    terms: 'Termos de utilização',
    support: 'Ferramentas de apoio',
  },
  about: {
    product:
      'Informação de mercado para o agronegócio: análises, notícias, relatórios, cotações, indicadores, meteorologia e eventos das principais matérias-primas agrícolas.',
    audience:
      'Pensada para subscritores, utilizadores em demonstração de {{days}} dias e utilizadores gratuitos, na web e na aplicação para telemóvel.',
  },
  attendance: {
    intro: 'Fale com a nossa equipa pelo canal que preferir.',
    areas: {
      commercial: 'Comercial',
      support: 'Apoio ao cliente',
      'account-manager': 'Gestor da sua conta',
      analysis: 'Análise de mercado',
      financial: 'Faturação',
    },
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    empty: 'De momento não há contactos disponíveis.',
  },
  version: {
    hash: 'Versão',
    builtAt: 'Data de compilação',
    noBuildDate: 'Sem data (versão de desenvolvimento)',
  },
  lgpd: {
    intro:
      'Ao abrigo da Lei Geral de Proteção de Dados do Brasil (Lei 13.709/2018, art. 18), pode pedir-nos a qualquer momento, sem custos:',
    rights: {
      confirmation: 'a confirmação de que tratamos os seus dados pessoais;',
      access: 'o acesso aos seus dados;',
      correction: 'a retificação de dados incompletos, inexatos ou desatualizados;',
      anonymisation:
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados de forma ilícita;',
      portability: 'a portabilidade dos seus dados para outro fornecedor;',
      deletion: 'a eliminação dos dados tratados com o seu consentimento;',
      sharing: 'a informação sobre as entidades com quem partilhamos os seus dados;',
      refusal: 'a informação sobre a possibilidade de não dar o consentimento e as consequências da recusa;',
      revocation: 'a retirada do consentimento.',
    },
    deletion: 'Pedir a eliminação dos meus dados',
    export: 'Descarregar uma cópia dos meus dados',
    otherByEmail:
      'Para os restantes pedidos (retificação, anonimização, com quem partilhamos), escreva para {{email}}.',
    signInFirst: 'Inicie sessão na sua conta para fazer estes pedidos.',
  },
  tour: {
    intro: 'A visita guiada mostra-lhe, passo a passo, onde estão o menu, as listas, o ticker e as suas preferências.',
    start: 'Iniciar a visita guiada',
    started: 'A visita guiada começa assim que esta janela fechar.',
  },
  terms: {
    updated: 'Versão de 21 de setembro de 2023.',
    use: 'O acesso é pessoal e intransmissível: não partilhe a sua palavra-passe nem permita que outras pessoas utilizem a sua conta.',
    content:
      'As análises, notícias, relatórios e cotações estão protegidos por direitos de autor. Pode lê-los e utilizá-los nas suas decisões, mas não pode reproduzi-los, redistribuí-los ou revendê-los sem autorização escrita.',
    advice:
      'A informação tem caráter meramente informativo e não constitui recomendação de compra ou venda; as decisões de negócio são da responsabilidade de quem as toma.',
    availability:
      'Procuramos manter a plataforma disponível, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros.',
    account:
      'Podemos suspender contas utilizadas em desacordo com estes termos. Pode encerrar a sua conta quando quiser.',
    law: 'Estes termos regem-se pela lei brasileira; os dados pessoais são tratados conforme a nossa política de privacidade.',
  },
  support: {
    intro: 'Se o apoio ao cliente lho pedir, indique estes códigos ou envie um diagnóstico deste dispositivo.',
    deviceId: 'ID do dispositivo',
    sessionId: 'ID da sessão',
    noSession: 'Nenhuma (não iniciou sessão)',
    send: 'Enviar diagnóstico',
    sending: 'A enviar…',
    sent: 'Diagnóstico enviado ao apoio ao cliente.',
    failed: 'O diagnóstico não foi enviado. Tente novamente.',
  },
};

export default PtPt;
