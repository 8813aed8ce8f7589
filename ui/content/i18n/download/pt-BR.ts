import { DOWNLOAD_TOKEN_VALIDITY_DAYS } from '../../../../core';

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

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    'content-download': typeof PtBr;
  }
}
