import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['shell-pages'] = {
  pages: {
    'error-500': {
      title: 'Erro no servidor',
      description: 'Algo correu mal do nosso lado. Tente novamente dentro de instantes.',
    },
    s4login: {
      title: 'Acesso alternativo',
      description: 'Inicie sessão com o acesso empresarial fornecido pela sua empresa.',
    },
    'error-404': {
      title: 'Página não encontrada',
      description: 'O endereço que procurou não existe ou foi movido.',
    },
    callback: {
      title: 'A ligar…',
      description: 'Estamos a concluir o seu acesso. Será redirecionado dentro de instantes.',
    },
    comingsoon: {
      title: 'Brevemente',
      description: 'Esta funcionalidade está a ser preparada e estará disponível brevemente.',
    },
    'browser-not-support': {
      title: 'Navegador não suportado',
      description: 'Este navegador já não é suportado. Utilize uma versão atual do Chrome, Edge, Firefox ou Safari.',
    },
    'download-file': {
      title: 'Transferência de ficheiro',
      description: 'Transfira o ficheiro enviado para o seu e-mail através da ligação recebida.',
    },
    maintenance: {
      title: 'Em manutenção',
      description: 'A plataforma está em manutenção programada. Volte dentro de alguns minutos.',
    },
    'not-authorized': {
      title: 'Acesso não autorizado',
      description: 'Não tem permissão para aceder a esta página.',
    },
    version: {
      title: 'Versão',
      description: 'Informação sobre a versão da plataforma em utilização.',
    },
    'landing-page': {
      title: 'Informação de mercado para o agronegócio',
      description: 'Análises, notícias, cotações e relatórios das principais matérias-primas agrícolas num só lugar.',
    },
    details: {
      title: 'Detalhes',
      description: 'Detalhes do conteúdo selecionado.',
    },
  },
};

export default PtPt;
