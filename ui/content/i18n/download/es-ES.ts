import { type NamespaceTexts } from '../../../kit/i18n/area-texts';
import { DOWNLOAD_TOKEN_VALIDITY_DAYS } from '../../../../core';

const EsEs: NamespaceTexts['content-download'] = {
  title: 'Descarga de archivo',
  description: `Descargue el archivo enviado a su correo. El enlace puede usarse una vez, durante un máximo de ${DOWNLOAD_TOKEN_VALIDITY_DAYS} días.`,
  download: 'Descargar el archivo',
  downloading: 'Descargando…',
  done: 'Descarga completada: {{name}}.',
  noToken: 'Esta dirección no lleva el token del enlace recibido por correo.',
  signIn: 'Acceder a la plataforma',
};

export default EsEs;
