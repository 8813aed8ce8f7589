import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';
import { CONFIRMATION_TOKEN_VALIDITY_HOURS, DATA_EXPORT_LINK_HOURS, EMAILED_CODE_LENGTH } from '../../../core';

const EsAr: Differences<NamespaceTexts['account']> = {
  common: {
    backToLogin: 'Volver al ingreso',
  },
  register: {
    intro:
      'Creá tu cuenta como persona física o jurídica. Te vamos a enviar un código para confirmar tu correo electrónico.',
    emailRepeat: 'Repetí el correo electrónico',
    terms: 'Leí y acepto los Términos de uso',
    submit: 'Registrarme',
  },
  confirmEmail: {
    intro: `Enviamos un código de ${EMAILED_CODE_LENGTH} dígitos a {{email}}. Escribilo abajo para confirmar el registro. El código es válido hasta ${CONFIRMATION_TOKEN_VALIDITY_HOURS} horas.`,
    introNoEmail: `Escribí el código de ${EMAILED_CODE_LENGTH} dígitos enviado a tu correo electrónico para confirmar el registro. El código es válido hasta ${CONFIRMATION_TOKEN_VALIDITY_HOURS} horas.`,
    resent: 'Enviamos un código nuevo a tu correo electrónico.',
    missingToken: 'Esta dirección de confirmación no es válida. Registrate de nuevo para recibir un código nuevo.',
    confirmed: 'Tu registro está listo. Ingresá con tu correo electrónico y tu contraseña.',
  },
  forgotPassword: {
    title: 'Olvidé mi contraseña',
    intro: 'Indicá el correo electrónico de tu cuenta para recibir un enlace de restablecimiento de contraseña.',
    sent: 'Enviamos un enlace de restablecimiento a {{email}}. Es válido por 1 hora.',
  },
  resetPassword: {
    intro: 'Elegí una nueva contraseña para tu cuenta.',
    repeat: 'Repetí la nueva contraseña',
    done: 'Tu contraseña se cambió. Ingresá con la nueva contraseña.',
    missingToken: 'Este enlace de restablecimiento no es válido. Pedí uno nuevo en "Olvidé mi contraseña".',
  },
  lostAccess: {
    title: 'Perdí mi acceso',
    intro:
      'Contanos qué pasó e indicá tu correo electrónico y teléfono: nuestro equipo de atención va a recuperar tu acceso.',
    sent: 'Recibimos tu solicitud. Nuestro equipo de atención se va a comunicar con vos.',
  },
  newClient: {
    intro: 'Dejá tu nombre, correo electrónico y teléfono para que nuestro equipo comercial se comunique con vos.',
    sent: '¡Gracias! Nuestro equipo comercial se va a comunicar con vos pronto.',
  },
  changePassword: {
    intro: 'Al cambiar la contraseña se cierran tus otras sesiones abiertas.',
    repeat: 'Repetí la nueva contraseña',
    done: 'Tu contraseña se cambió.',
  },
  myAccount: {
    intro: 'Los datos de tu cuenta. Para cambiarlos, enviá una solicitud a nuestro equipo de atención.',
    changeSent: 'Nuestro equipo de atención recibió tu solicitud de cambio.',
    deletionIntro:
      'Podés solicitar la eliminación de tus datos personales. El acceso se bloquea en el momento. Si hay un contrato activo, la solicitud se registra y nuestro equipo comercial se va a comunicar con vos.',
    deletionConfirmText:
      'Esta acción cierra todas tus sesiones. Para volver a ingresar, vas a tener que registrarte de nuevo.',
  },
  signature: {
    demoEnds: 'Tu demostración termina en {{days}} día(s).',
    demoIntro: 'Conocé todo el contenido de la plataforma durante {{days}} días. Necesitamos un teléfono de contacto.',
    demoGranted: 'Tu demostración está activa hasta el {{date}}.',
  },
  packages: {
    empty: 'Tu suscripción no incluye paquetes.',
  },
  notifications: {
    intro: 'Elegí cómo recibir las notificaciones de cada commodity.',
    saved: 'Tus notificaciones se guardaron.',
  },
  devices: {
    intro:
      'Los dispositivos en los que tu cuenta tiene la sesión iniciada. Cerrar un dispositivo cierra sus sesiones; para volver a entrar ahí se va a pedir el código por correo.',
    confirmText: 'Las sesiones de {{name}} se van a cerrar y vas a tener que volver a ingresar ahí.',
    confirmCurrentText: 'Este es el dispositivo que estás usando: cerrarlo cierra tu sesión ahora, como Salir.',
    ended: 'Las sesiones de {{name}} se cerraron.',
  },
  myData: {
    intro:
      'Podés descargar una copia de los datos que Celeiro guarda sobre vos (LGPD, art. 18, II y V): cuenta, preferencias, opciones de notificación, dispositivos y sesiones (con dirección IP y navegador), lecturas, favoritos, agenda, preguntas al analista, alertas y consentimientos, en JSON y en PDF.',
    how: `Preparamos la copia en un minuto como máximo y te mandamos por correo un enlace que funciona una sola vez y es válido durante ${DATA_EXPORT_LINK_HOURS} horas.`,
    requesting: 'Pidiendo…',
    sentTitle: 'Copia pedida',
    sent: 'En {{minutes}} minuto como máximo vamos a mandar a {{email}} el enlace de la copia de tus datos. Es válido durante {{hours}} horas y funciona una sola vez.',
  },
  page: {
    arrives: 'El contenido de esta sección va a aparecer acá.',
  },
};

export default EsAr;
