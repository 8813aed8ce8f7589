import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['shell-pages'] = {
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

export default EsEs;
