import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';
import { DOWNLOAD_TOKEN_VALIDITY_DAYS } from '../../../../core';

const EsAr: Differences<NamespaceTexts['content-download']> = {
  description: `Descargá el archivo que te enviamos por correo. El enlace se puede usar una vez, hasta ${DOWNLOAD_TOKEN_VALIDITY_DAYS} días.`,
  done: 'Descarga completa: {{name}}.',
  noToken: 'Esta dirección no trae el token del enlace que recibiste por correo.',
  signIn: 'Ingresar a la plataforma',
};

export default EsAr;
