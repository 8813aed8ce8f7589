/**
 * Texts of the information pages (namespace shell-pages): each page's heading and what it is for. Loaded with those
 * pages; the error shown when a page fails to load is in the shell namespace, there from the first paint.
 */
const PtBr = {
  pages: {
    'error-500': {
      title: 'Erro no servidor',
      description: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
    },
    s4login: {
      title: 'Acesso alternativo',
      description: 'Entre com o acesso corporativo fornecido pela sua empresa.',
    },
    'error-404': {
      title: 'Página não encontrada',
      description: 'O endereço que você procurou não existe ou foi movido.',
    },
    callback: {
      title: 'Conectando…',
      description: 'Estamos concluindo o seu acesso. Você será redirecionado em instantes.',
    },
    comingsoon: {
      title: 'Em breve',
      description: 'Esta funcionalidade está em preparação e estará disponível em breve.',
    },
    'browser-not-support': {
      title: 'Navegador não suportado',
      description: 'Este navegador não é mais suportado. Use uma versão atual do Chrome, Edge, Firefox ou Safari.',
    },
    'download-file': {
      title: 'Download de arquivo',
      description: 'Baixe o arquivo enviado para o seu e-mail usando o link recebido.',
    },
    maintenance: {
      title: 'Em manutenção',
      description: 'A plataforma está em manutenção programada. Volte em alguns minutos.',
    },
    'not-authorized': {
      title: 'Acesso não autorizado',
      description: 'Você não tem permissão para acessar esta página.',
    },
    version: {
      title: 'Versão',
      description: 'Informações sobre a versão da plataforma em uso.',
    },
    'landing-page': {
      title: 'Informação de mercado para o agronegócio',
      description: 'Análises, notícias, cotações e relatórios das principais commodities agrícolas em um só lugar.',
    },
    details: {
      title: 'Detalhes',
      description: 'Detalhes do conteúdo selecionado.',
    },
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'shell-pages': typeof PtBr;
  }
}
