/**
 * Texts of the help dialog and the version page (namespace shell-help): its eight tabs, in every locale. A part of
 * the shell's texts of its own, loaded when the dialog or the page opens, not with every signed-in page.
 */
const PtBr = {
  title: 'Ajuda',
  tabsLabel: 'Seções da ajuda',
  tabs: {
    about: 'Sobre',
    attendance: 'Atendimento',
    version: 'Versão',
    lgpd: 'LGPD',
    privacy: 'Política de privacidade',
    tour: 'Tour',
    terms: 'Termos de uso',
    support: 'Ferramentas de suporte',
  },
  about: {
    product:
      'Plataforma de informação de mercado para o agronegócio: análises, notícias, relatórios, cotações, indicadores, clima e eventos das principais commodities agrícolas.',
    audience:
      'Feita para assinantes, usuários em demonstração de {{days}} dias e usuários gratuitos, na web e no aplicativo para celular.',
  },
  attendance: {
    intro: 'Fale com a nossa equipe pelo canal que preferir.',
    areas: {
      commercial: 'Comercial',
      support: 'Atendimento',
      'account-manager': 'Gerente da sua conta',
      analysis: 'Análise de mercado',
      financial: 'Financeiro',
    },
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    empty: 'Nenhum contato disponível no momento.',
  },
  version: {
    hash: 'Versão',
    builtAt: 'Data da compilação',
    noBuildDate: 'Sem data (versão de desenvolvimento)',
  },
  lgpd: {
    intro:
      'Pela Lei Geral de Proteção de Dados (Lei 13.709/2018, art. 18), você pode pedir a qualquer momento, sem custo:',
    rights: {
      confirmation: 'a confirmação de que tratamos seus dados pessoais;',
      access: 'o acesso aos seus dados;',
      correction: 'a correção de dados incompletos, inexatos ou desatualizados;',
      anonymisation:
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
      portability: 'a portabilidade dos seus dados a outro fornecedor;',
      deletion: 'a eliminação dos dados tratados com o seu consentimento;',
      sharing: 'a informação sobre com quem compartilhamos seus dados;',
      refusal: 'a informação sobre a possibilidade de não dar consentimento e as consequências da recusa;',
      revocation: 'a revogação do consentimento.',
    },
    deletion: 'Pedir a exclusão dos meus dados',
    export: 'Baixar uma cópia dos meus dados',
    otherByEmail: 'Para os demais pedidos (correção, anonimização, com quem compartilhamos), escreva para {{email}}.',
    signInFirst: 'Entre na sua conta para fazer esses pedidos.',
  },
  tour: {
    intro: 'O tour guiado mostra, passo a passo, onde ficam o menu, as listas, o ticker e as suas preferências.',
    start: 'Iniciar o tour',
    started: 'O tour vai começar assim que esta janela fechar.',
  },
  terms: {
    updated: 'Versão de 21 de setembro de 2023.',
    use: 'O acesso é pessoal e intransferível: não compartilhe sua senha e não permita que outras pessoas usem a sua conta.',
    content:
      'Análises, notícias, relatórios e cotações são protegidos por direitos autorais. Você pode lê-los e usá-los nas suas decisões, mas não pode reproduzi-los, redistribuí-los ou revendê-los sem autorização por escrito.',
    advice:
      'As informações têm caráter informativo e não constituem recomendação de compra ou venda; as decisões de negócio são de responsabilidade de quem as toma.',
    availability:
      'Trabalhamos para manter a plataforma disponível, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros.',
    account:
      'Podemos suspender contas usadas em desacordo com estes termos. Você pode encerrar a sua conta quando quiser.',
    law: 'Estes termos seguem a legislação brasileira; o tratamento de dados pessoais segue a nossa política de privacidade.',
  },
  support: {
    intro: 'Se o atendimento pedir, informe estes códigos ou envie um diagnóstico deste aparelho.',
    deviceId: 'ID do dispositivo',
    sessionId: 'ID da sessão',
    noSession: 'Nenhuma (você não entrou)',
    send: 'Enviar diagnóstico',
    sending: 'Enviando…',
    sent: 'Diagnóstico enviado ao atendimento.',
    failed: 'O diagnóstico não foi enviado. Tente novamente.',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'shell-help': typeof PtBr;
  }
}
