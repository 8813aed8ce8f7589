import { type Locale } from '../locale';
import { ErrorCode, parseErrorCode } from './error-codes';

/** A text in every locale. */
export type Translations = Readonly<Record<Locale, string>>;

/** A text in PtBr, EnEu, EsEs, EsAr and PtPt, in that order. */
export const inEveryLocale = (PtBr: string, EnEu: string, EsEs: string, EsAr: string, PtPt: string): Translations => ({
  PtBr,
  EnEu,
  EsEs,
  EsAr,
  PtPt,
});
const t = inEveryLocale;

/** The message of every business code (SPEC §8). */
export const BUSINESS_MESSAGES: Readonly<Record<ErrorCode, Translations>> = {
  [ErrorCode.DOCUMENT_NOT_FOUND]: t(
    'Documento não encontrado.',
    'Document not found.',
    'Documento no encontrado.',
    'Documento no encontrado.',
    'Documento não encontrado.',
  ),
  [ErrorCode.PUBLIC_DOCUMENT_NOT_FOUND]: t(
    'Documento público não encontrado.',
    'Public document not found.',
    'Documento público no encontrado.',
    'Documento público no encontrado.',
    'Documento público não encontrado.',
  ),
  [ErrorCode.EMAIL_NOT_FOUND]: t(
    'E-mail não existe.',
    'E-mail does not exist.',
    'El correo electrónico no existe.',
    'El correo electrónico no existe.',
    'O e-mail não existe.',
  ),
  [ErrorCode.REPORT_NOT_FOUND]: t(
    'O relatório solicitado não existe.',
    'The requested report does not exist.',
    'El informe solicitado no existe.',
    'El informe solicitado no existe.',
    'O relatório pedido não existe.',
  ),
  [ErrorCode.USER_NOT_FOUND]: t(
    'Usuário não encontrado.',
    'User not found.',
    'Usuario no encontrado.',
    'Usuario no encontrado.',
    'Utilizador não encontrado.',
  ),
  [ErrorCode.DEVICE_NOT_FOUND]: t(
    'Dispositivo não encontrado.',
    'Device not found.',
    'Dispositivo no encontrado.',
    'Dispositivo no encontrado.',
    'Dispositivo não encontrado.',
  ),
  [ErrorCode.INSUFFICIENT_RIGHTS]: t(
    'Direitos insuficientes: sistema de origem do usuário não encontrado.',
    'Insufficient rights: user origin system not found.',
    'Derechos insuficientes: sistema de origen del usuario no encontrado.',
    'Derechos insuficientes: sistema de origen del usuario no encontrado.',
    'Direitos insuficientes: sistema de origem do utilizador não encontrado.',
  ),
  [ErrorCode.PHONE_NOT_FOUND]: t(
    'Telefone do usuário não encontrado.',
    'User phone not found.',
    'Teléfono del usuario no encontrado.',
    'Teléfono del usuario no encontrado.',
    'Telefone do utilizador não encontrado.',
  ),
  [ErrorCode.INVALID_CODE]: t(
    'Código inválido.',
    'Invalid code.',
    'Código inválido.',
    'Código inválido.',
    'Código inválido.',
  ),
  [ErrorCode.INVALID_RESET_TOKEN]: t(
    'Link de redefinição de senha inválido.',
    'Invalid password reset link.',
    'Enlace de restablecimiento de contraseña inválido.',
    'Enlace de restablecimiento de contraseña inválido.',
    'Ligação de redefinição de palavra-passe inválida.',
  ),
  [ErrorCode.EXPIRED_RESET_TOKEN]: t(
    'Link de redefinição de senha expirado.',
    'Password reset link expired.',
    'Enlace de restablecimiento de contraseña caducado.',
    'Enlace de restablecimiento de contraseña vencido.',
    'Ligação de redefinição de palavra-passe expirada.',
  ),
  [ErrorCode.EXPIRED_TOKEN]: t(
    'Código expirado.',
    'Code expired.',
    'Código caducado.',
    'Código vencido.',
    'Código expirado.',
  ),
  [ErrorCode.INVALID_CPF]: t('CPF inválido.', 'Invalid CPF.', 'CPF inválido.', 'CPF inválido.', 'CPF inválido.'),
  [ErrorCode.INVALID_CNPJ]: t('CNPJ inválido.', 'Invalid CNPJ.', 'CNPJ inválido.', 'CNPJ inválido.', 'CNPJ inválido.'),
  [ErrorCode.INVALID_CREDENTIALS]: t(
    'E-mail ou senha inválidos.',
    'Invalid e-mail or password.',
    'Correo electrónico o contraseña inválidos.',
    'Correo electrónico o contraseña inválidos.',
    'E-mail ou palavra-passe inválidos.',
  ),
  [ErrorCode.INVALID_CURRENT_PASSWORD]: t(
    'Senha atual inválida.',
    'Invalid current password.',
    'Contraseña actual inválida.',
    'Contraseña actual inválida.',
    'Palavra-passe atual inválida.',
  ),
  [ErrorCode.USER_DISABLED]: t(
    'Usuário desabilitado. Entre em contato com o atendimento.',
    'User disabled. Please contact customer service.',
    'Usuario deshabilitado. Póngase en contacto con atención al cliente.',
    'Usuario deshabilitado. Comunicate con atención al cliente.',
    'Utilizador desativado. Contacte o apoio ao cliente.',
  ),
  [ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT]: t(
    'A nova senha deve ser diferente da atual.',
    'The new password must differ from the current one.',
    'La nueva contraseña debe ser distinta de la actual.',
    'La nueva contraseña debe ser distinta de la actual.',
    'A nova palavra-passe deve ser diferente da atual.',
  ),
  [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH]: t(
    'A nova senha e a confirmação não conferem.',
    'The new password and its confirmation do not match.',
    'La nueva contraseña y su confirmación no coinciden.',
    'La nueva contraseña y su confirmación no coinciden.',
    'A nova palavra-passe e a confirmação não coincidem.',
  ),
  [ErrorCode.INVALID_CONFIRMATION_PASSWORD]: t(
    'Confirmação de senha inválida.',
    'Invalid password confirmation.',
    'Confirmación de contraseña inválida.',
    'Confirmación de contraseña inválida.',
    'Confirmação de palavra-passe inválida.',
  ),
  [ErrorCode.CPF_ALREADY_REGISTERED]: t(
    'CPF já cadastrado.',
    'CPF already registered.',
    'CPF ya registrado.',
    'CPF ya registrado.',
    'CPF já registado.',
  ),
  [ErrorCode.CNPJ_ALREADY_REGISTERED]: t(
    'CNPJ já cadastrado.',
    'CNPJ already registered.',
    'CNPJ ya registrado.',
    'CNPJ ya registrado.',
    'CNPJ já registado.',
  ),
  [ErrorCode.EMAIL_ALREADY_REGISTERED_CONTACT]: t(
    'E-mail já cadastrado. Tente acessar ou entre em contato com o suporte.',
    'E-mail already registered. Try to sign in or contact support.',
    'Correo electrónico ya registrado. Intente acceder o contacte con soporte.',
    'Correo electrónico ya registrado. Intentá ingresar o contactá a soporte.',
    'E-mail já registado. Tente iniciar sessão ou contacte o apoio ao cliente.',
  ),
  [ErrorCode.EMAIL_ALREADY_REGISTERED]: t(
    'E-mail já cadastrado no sistema.',
    'E-mail already registered in the system.',
    'Correo electrónico ya registrado en el sistema.',
    'Correo electrónico ya registrado en el sistema.',
    'E-mail já registado no sistema.',
  ),
  [ErrorCode.UNAUTHORIZED]: t(
    'Não autorizado.',
    'Unauthorized.',
    'No autorizado.',
    'No autorizado.',
    'Não autorizado.',
  ),
  [ErrorCode.USER_CANNOT_BE_DELETED]: t(
    'Não é possível excluir uma conta com assinatura ativa.',
    'An account with an active subscription cannot be deleted.',
    'No se puede eliminar una cuenta con suscripción activa.',
    'No se puede eliminar una cuenta con suscripción activa.',
    'Não é possível eliminar uma conta com subscrição ativa.',
  ),
};

/** The other messages of SPEC §8, by stable key. */
export const OTHER_MESSAGES = {
  genericError: t(
    'Erro ao executar a operação',
    'Error performing the operation',
    'Error al ejecutar la operación',
    'Error al ejecutar la operación',
    'Erro ao executar a operação',
  ),
  errorTitle: t('Erro', 'Error', 'Error', 'Error', 'Erro'),
  warningTitle: t('Aviso', 'Warning', 'Aviso', 'Aviso', 'Aviso'),
  accessTitle: t('Acesso', 'Access', 'Acceso', 'Acceso', 'Acesso'),
  s4OtherLogin: t(
    'Sua sessão foi encerrada porque outra estação se conectou com o seu usuário.',
    'Your session was closed because another station signed in with your user.',
    'Su sesión se ha cerrado porque otra estación se ha conectado con su usuario.',
    'Tu sesión se cerró porque otra estación se conectó con tu usuario.',
    'A sua sessão foi terminada porque outra estação iniciou sessão com o seu utilizador.',
  ),
  accessDenied: t('Acesso negado', 'Access denied', 'Acceso denegado', 'Acceso denegado', 'Acesso negado'),
  unavailableTitle: t('Error 503', 'Error 503', 'Error 503', 'Error 503', 'Erro 503'),
  unavailable: t(
    'O sistema está indisponível. Tente novamente em instantes.',
    'The system is unavailable. Please try again shortly.',
    'El sistema no está disponible. Inténtelo de nuevo en unos instantes.',
    'El sistema no está disponible. Probá de nuevo en unos instantes.',
    'O sistema está indisponível. Tente novamente dentro de instantes.',
  ),
  failedToLoad: t(
    'Falha ao carregar o sistema: falha de comunicação. Atualize a página ou entre em contato com o suporte.',
    'Failed to load the system: communication failure. Refresh the page or contact support.',
    'Error al cargar el sistema: fallo de comunicación. Actualice la página o contacte con soporte.',
    'Error al cargar el sistema: falla de comunicación. Actualizá la página o contactá a soporte.',
    'Falha ao carregar o sistema: falha de comunicação. Atualize a página ou contacte o apoio ao cliente.',
  ),
  concurrentAccess: t(
    'Sessão encerrada devido a acesso simultâneo.',
    'Session closed due to concurrent access.',
    'Sesión cerrada por acceso simultáneo.',
    'Sesión cerrada por acceso simultáneo.',
    'Sessão terminada devido a acesso simultâneo.',
  ),
  maxConnections: t(
    'Número máximo de conexões simultâneas atingido. Encerre uma conexão antiga.',
    'Maximum simultaneous connections reached. Close an old connection.',
    'Se alcanzó el número máximo de conexiones simultáneas. Cierre una conexión antigua.',
    'Se alcanzó el número máximo de conexiones simultáneas. Cerrá una conexión antigua.',
    'Número máximo de ligações simultâneas atingido. Termine uma ligação antiga.',
  ),
  accessDeniedCredentials: t(
    'Acesso negado, verifique suas credenciais.',
    'Access denied, check your credentials.',
    'Acceso denegado, verifique sus credenciales.',
    'Acceso denegado, verificá tus credenciales.',
    'Acesso negado, verifique as suas credenciais.',
  ),
  sessionExpired: t(
    'Sessão expirada, feche e abra o módulo novamente.',
    'Session expired, close and reopen the module.',
    'Sesión caducada, cierre y vuelva a abrir el módulo.',
    'Sesión vencida, cerrá y volvé a abrir el módulo.',
    'Sessão expirada, feche e volte a abrir o módulo.',
  ),
  anotherStation: t(
    'Outra estação se conectou, por isso você foi desconectado.',
    'Another station connected, so you were disconnected.',
    'Otra estación se conectó, por eso fue desconectado.',
    'Otra estación se conectó, por eso te desconectamos.',
    'Outra estação ligou-se, por isso foi desligado.',
  ),
  sessionEndedTitle: t(
    'Sessão encerrada',
    'Session ended',
    'Sesión finalizada',
    'Sesión finalizada',
    'Sessão terminada',
  ),
  sessionEnded: t(
    'Sua sessão foi encerrada. Entre novamente para continuar.',
    'Your session has ended. Sign in again to continue.',
    'Su sesión ha finalizado. Inicie sesión de nuevo para continuar.',
    'Tu sesión finalizó. Ingresá de nuevo para continuar.',
    'A sua sessão terminou. Inicie sessão novamente para continuar.',
  ),
  userDisabledTitle: t(
    'Usuário desabilitado',
    'User disabled',
    'Usuario deshabilitado',
    'Usuario deshabilitado',
    'Utilizador desativado',
  ),
  demoActiveContract: t(
    'Já existe um contrato ativo para este usuário.',
    'An active contract already exists for this user.',
    'Ya existe un contrato activo para este usuario.',
    'Ya existe un contrato activo para este usuario.',
    'Já existe um contrato ativo para este utilizador.',
  ),
  demoActiveDemo: t(
    'Já existe uma demonstração ativa para este usuário.',
    'An active demo already exists for this user.',
    'Ya existe una demostración activa para este usuario.',
    'Ya existe una demostración activa para este usuario.',
    'Já existe uma demonstração ativa para este utilizador.',
  ),
  demoAlreadyUsed: t(
    'Esta conta ou este CPF/CNPJ já usou a sua demonstração.',
    'This account or this CPF/CNPJ has already used its demo.',
    'Esta cuenta o este CPF/CNPJ ya ha usado su demostración.',
    'Esta cuenta o este CPF/CNPJ ya usó su demostración.',
    'Esta conta ou este CPF/CNPJ já utilizou a sua demonstração.',
  ),
  demoFieldNotFound: t(
    'Campo não encontrado.',
    'Field not found.',
    'Campo no encontrado.',
    'Campo no encontrado.',
    'Campo não encontrado.',
  ),
  demoFieldInvalidFormat: t(
    'Campo em formato inválido.',
    'Field in invalid format.',
    'Campo con formato inválido.',
    'Campo con formato inválido.',
    'Campo em formato inválido.',
  ),
  downloadTokenNotFound: t(
    'Token de download não encontrado.',
    'Download token not found.',
    'Token de descarga no encontrado.',
    'Token de descarga no encontrado.',
    'Token de transferência não encontrado.',
  ),
  downloadTokenInvalid: t(
    'Token de download inválido.',
    'Invalid download token.',
    'Token de descarga inválido.',
    'Token de descarga inválido.',
    'Token de transferência inválido.',
  ),
  downloadFailed: t(
    'Não foi possível baixar o arquivo.',
    'The file could not be downloaded.',
    'No se pudo descargar el archivo.',
    'No se pudo descargar el archivo.',
    'Não foi possível transferir o ficheiro.',
  ),
  biometricTimeout: t(
    'Timeout: Nenhuma resposta recebida do postMessage.',
    'Timeout: Nenhuma resposta recebida do postMessage.',
    'Timeout: Nenhuma resposta recebida do postMessage.',
    'Timeout: Nenhuma resposta recebida do postMessage.',
    'Timeout: Nenhuma resposta recebida do postMessage.',
  ),
  deletionRegistered: t(
    'Sua solicitação de exclusão foi registrada. Nossa equipe comercial entrará em contato.',
    'Your deletion request has been registered. Our commercial team will contact you.',
    'Su solicitud de eliminación ha sido registrada. Nuestro equipo comercial se pondrá en contacto.',
    'Tu solicitud de eliminación fue registrada. Nuestro equipo comercial se va a comunicar con vos.',
    'O seu pedido de eliminação foi registado. A nossa equipa comercial entrará em contacto.',
  ),
  deletionDone: t(
    'Seus dados foram excluídos. Para voltar a acessar, faça um novo cadastro.',
    'Your data has been deleted. To access again, register anew.',
    'Sus datos han sido eliminados. Para volver a acceder, regístrese de nuevo.',
    'Tus datos fueron eliminados. Para volver a ingresar, registrate de nuevo.',
    'Os seus dados foram eliminados. Para voltar a aceder, faça um novo registo.',
  ),
  successTitle: t('Sucesso', 'Success', 'Éxito', 'Éxito', 'Sucesso'),
  nativeShellNotFound: t(
    'Aplicativo nativo não encontrado.',
    'Native app not found.',
    'Aplicación nativa no encontrada.',
    'Aplicación nativa no encontrada.',
    'Aplicação nativa não encontrada.',
  ),
} as const satisfies Record<string, Translations>;

/** The key of an "other message". */
export type OtherMessageKey = keyof typeof OTHER_MESSAGES;

/** The message for a business code in a locale; an unknown code gives the generic error message. */
export function messageForCode(code: unknown, locale: Locale): string {
  const known = parseErrorCode(code);
  return known !== undefined ? BUSINESS_MESSAGES[known][locale] : OTHER_MESSAGES.genericError[locale];
}

/** An "other message" of the catalogue in a locale. */
export function otherMessage(key: OtherMessageKey, locale: Locale): string {
  return OTHER_MESSAGES[key][locale];
}
