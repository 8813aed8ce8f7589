import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['content-pages']> = {
  detail: {
    notFoundText: 'Este contenido no existe o fue eliminado.',
    forbiddenText: 'Este contenido no está disponible para tu perfil.',
    mailLink: 'Enviar link por mail',
    linkSent: 'Te mandamos a {{email}} un link para descargar {{name}}: sirve para una descarga, hasta el {{until}}.',
  },
  plans: {
    intro: 'Elegí el plan con las commodities y los contenidos que necesitás.',
    contact: 'Hablá con el equipo comercial',
  },
  schedule: {
    emptyText: 'Guardá una noticia en la agenda, desde su detalle, para leerla después.',
  },
};

export default EsAr;
