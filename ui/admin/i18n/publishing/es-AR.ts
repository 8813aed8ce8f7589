import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['admin-publishing']> = {
  intro: 'Escribí, programá y enviá publicaciones a los suscriptores, por correo y push.',
  fields: {
    live: 'En vivo',
  },
  done: {
    error: 'Algunos envíos fallaron; reanudá el envío para intentar de nuevo.',
  },
  attachments: {
    hint: 'Hasta {{limit}} archivos, en el orden en que los va a ver el lector. La dirección es https://… o una ruta de este sitio que empiece con /.',
    add: 'Agregar adjunto',
  },
};

export default EsAr;
