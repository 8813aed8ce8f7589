import { type NamespaceTexts } from '../../../kit/i18n/area-texts';
import { DOWNLOAD_TOKEN_VALIDITY_DAYS } from '../../../../core';

const PtPt: NamespaceTexts['content-download'] = {
  title: 'Transferência de ficheiro',
  description: `Transfira o ficheiro enviado para o seu e-mail. A ligação pode ser usada uma vez, durante até ${DOWNLOAD_TOKEN_VALIDITY_DAYS} dias.`,
  download: 'Transferir o ficheiro',
  downloading: 'A transferir…',
  done: 'Transferência concluída: {{name}}.',
  noToken: 'Este endereço não traz o token da ligação recebida por e-mail.',
  signIn: 'Iniciar sessão na plataforma',
};

export default PtPt;
