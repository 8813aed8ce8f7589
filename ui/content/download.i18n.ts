import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';
import { DOWNLOAD_TOKEN_VALIDITY_DAYS } from '../../core';

/**
 * Texts of the public file download (namespace content-download), /pages/download-file?token=…: loaded with that page
 * only. Its errors (token not found, invalid token, the download failure) come from the core's catalogue.
 */
const PtBr = {
  title: 'Download de arquivo',
  description: `Baixe o arquivo enviado para o seu e-mail. O link pode ser usado uma vez, por até ${DOWNLOAD_TOKEN_VALIDITY_DAYS} dias.`,
  download: 'Baixar o arquivo',
  downloading: 'Baixando…',
  done: 'Download concluído: {{name}}.',
  noToken: 'Este endereço não traz o token do link recebido por e-mail.',
  signIn: 'Entrar na plataforma',
};

const EnEu: typeof PtBr = {
  title: 'File download',
  description: `Download the file sent to your e-mail. The link works once, for up to ${DOWNLOAD_TOKEN_VALIDITY_DAYS} days.`,
  download: 'Download the file',
  downloading: 'Downloading…',
  done: 'Download complete: {{name}}.',
  noToken: 'This address does not carry the token of the link you received by e-mail.',
  signIn: 'Sign in to the platform',
};

const EsEs: typeof PtBr = {
  title: 'Descarga de archivo',
  description: `Descargue el archivo enviado a su correo. El enlace puede usarse una vez, durante un máximo de ${DOWNLOAD_TOKEN_VALIDITY_DAYS} días.`,
  download: 'Descargar el archivo',
  downloading: 'Descargando…',
  done: 'Descarga completada: {{name}}.',
  noToken: 'Esta dirección no lleva el token del enlace recibido por correo.',
  signIn: 'Acceder a la plataforma',
};

const EsAr: Differences<typeof PtBr> = {
  description: `Descargá el archivo que te enviamos por correo. El enlace se puede usar una vez, hasta ${DOWNLOAD_TOKEN_VALIDITY_DAYS} días.`,
  done: 'Descarga completa: {{name}}.',
  noToken: 'Esta dirección no trae el token del enlace que recibiste por correo.',
  signIn: 'Ingresar a la plataforma',
};

const PtPt: typeof PtBr = {
  title: 'Transferência de ficheiro',
  description: `Transfira o ficheiro enviado para o seu e-mail. A ligação pode ser usada uma vez, durante até ${DOWNLOAD_TOKEN_VALIDITY_DAYS} dias.`,
  download: 'Transferir o ficheiro',
  downloading: 'A transferir…',
  done: 'Transferência concluída: {{name}}.',
  noToken: 'Este endereço não traz o token da ligação recebida por e-mail.',
  signIn: 'Iniciar sessão na plataforma',
};

export const CONTENT_DOWNLOAD_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-download': typeof PtBr;
  }
}
