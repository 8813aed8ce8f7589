import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

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

const EnEu: typeof PtBr = {
  pages: {
    'error-500': {
      title: 'Server error',
      description: 'Something went wrong on our side. Please try again shortly.',
    },
    s4login: {
      title: 'Alternative sign-in',
      description: 'Sign in with the corporate access provided by your company.',
    },
    'error-404': {
      title: 'Page not found',
      description: 'The address you were looking for does not exist or has moved.',
    },
    callback: {
      title: 'Connecting…',
      description: 'We are completing your sign-in. You will be redirected in a moment.',
    },
    comingsoon: {
      title: 'Coming soon',
      description: 'This feature is being prepared and will be available soon.',
    },
    'browser-not-support': {
      title: 'Browser not supported',
      description:
        'This browser is no longer supported. Please use a current version of Chrome, Edge, Firefox or Safari.',
    },
    'download-file': {
      title: 'File download',
      description: 'Download the file sent to your e-mail using the link you received.',
    },
    maintenance: {
      title: 'Under maintenance',
      description: 'The platform is undergoing scheduled maintenance. Please come back in a few minutes.',
    },
    'not-authorized': {
      title: 'Not authorized',
      description: 'You do not have permission to access this page.',
    },
    version: {
      title: 'Version',
      description: 'Information about the version of the platform in use.',
    },
    'landing-page': {
      title: 'Market information for agribusiness',
      description: 'Analyses, news, quotes and reports on the main agricultural commodities in one place.',
    },
    details: {
      title: 'Details',
      description: 'Details of the selected content.',
    },
  },
};

const EsEs: typeof PtBr = {
  pages: {
    'error-500': {
      title: 'Error del servidor',
      description: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo en unos instantes.',
    },
    s4login: {
      title: 'Acceso alternativo',
      description: 'Inicie sesión con el acceso corporativo que le ha proporcionado su empresa.',
    },
    'error-404': {
      title: 'Página no encontrada',
      description: 'La dirección que buscaba no existe o se ha movido.',
    },
    callback: {
      title: 'Conectando…',
      description: 'Estamos completando su acceso. Será redirigido en unos instantes.',
    },
    comingsoon: {
      title: 'Próximamente',
      description: 'Esta funcionalidad está en preparación y estará disponible pronto.',
    },
    'browser-not-support': {
      title: 'Navegador no compatible',
      description: 'Este navegador ya no es compatible. Utilice una versión actual de Chrome, Edge, Firefox o Safari.',
    },
    'download-file': {
      title: 'Descarga de archivo',
      description: 'Descargue el archivo enviado a su correo electrónico con el enlace recibido.',
    },
    maintenance: {
      title: 'En mantenimiento',
      description: 'La plataforma está en mantenimiento programado. Vuelva dentro de unos minutos.',
    },
    'not-authorized': {
      title: 'Acceso no autorizado',
      description: 'No tiene permiso para acceder a esta página.',
    },
    version: {
      title: 'Versión',
      description: 'Información sobre la versión de la plataforma en uso.',
    },
    'landing-page': {
      title: 'Información de mercado para el agronegocio',
      description:
        'Análisis, noticias, cotizaciones e informes de las principales materias primas agrícolas en un solo lugar.',
    },
    details: {
      title: 'Detalles',
      description: 'Detalles del contenido seleccionado.',
    },
  },
};

const EsAr: Differences<typeof PtBr> = {
  pages: {
    'error-500': {
      description: 'Algo falló de nuestro lado. Probá de nuevo en unos instantes.',
    },
    s4login: {
      description: 'Ingresá con el acceso corporativo que te dio tu empresa.',
    },
    'error-404': {
      description: 'La dirección que buscabas no existe o se movió.',
    },
    callback: {
      description: 'Estamos completando tu acceso. Te vamos a redirigir en unos instantes.',
    },
    comingsoon: {
      description: 'Esta funcionalidad está en preparación y va a estar disponible pronto.',
    },
    'browser-not-support': {
      description: 'Este navegador ya no es compatible. Usá una versión actual de Chrome, Edge, Firefox o Safari.',
    },
    'download-file': {
      description: 'Descargá el archivo enviado a tu correo electrónico con el enlace que recibiste.',
    },
    maintenance: {
      description: 'La plataforma está en mantenimiento programado. Volvé en unos minutos.',
    },
    'not-authorized': {
      description: 'No tenés permiso para acceder a esta página.',
    },
  },
};

const PtPt: typeof PtBr = {
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

export const SHELL_PAGES_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'shell-pages': typeof PtBr;
  }
}
