import { type Differences, type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['shell-help']> = {
  tabs: {
    terms: 'Términos de uso',
  },
  about: {
    audience:
      'Pensada para suscriptores, usuarios de prueba de {{days}} días y usuarios gratuitos, en la web y en la app para celular.',
  },
  attendance: {
    intro: 'Hablá con nuestro equipo por el canal que prefieras.',
    areas: {
      'account-manager': 'Tu ejecutivo de cuenta',
    },
    email: 'E-mail',
  },
  lgpd: {
    intro:
      'Según la Ley General de Protección de Datos de Brasil (Ley 13.709/2018, art. 18), podés pedirnos en cualquier momento y sin costo:',
    rights: {
      confirmation: 'la confirmación de que tratamos tus datos personales;',
      access: 'el acceso a tus datos;',
      portability: 'la portabilidad de tus datos a otro proveedor;',
      deletion: 'la eliminación de los datos tratados con tu consentimiento;',
      sharing: 'la información sobre con quién compartimos tus datos;',
      refusal: 'la información sobre la posibilidad de no dar tu consentimiento y sus consecuencias;',
    },
    deletion: 'Pedir la eliminación de mis datos',
    otherByEmail:
      'Para cualquier otro pedido (rectificación, anonimización, con quién compartimos), escribí a {{email}}.',
    signInFirst: 'Iniciá sesión en tu cuenta para hacer estos pedidos.',
  },
  tour: {
    intro:
      'El recorrido guiado te muestra, paso a paso, dónde están el menú, las listas, el ticker y tus preferencias.',
    started: 'El recorrido va a empezar apenas se cierre esta ventana.',
  },
  terms: {
    use: 'El acceso es personal e intransferible: no compartas tu contraseña ni dejes que otras personas usen tu cuenta.',
    content:
      'Los análisis, noticias, informes y cotizaciones están protegidos por derechos de autor. Podés leerlos y usarlos en tus decisiones, pero no reproducirlos, redistribuirlos ni revenderlos sin autorización por escrito.',
    account: 'Podemos suspender las cuentas usadas en contra de estos términos. Podés cerrar tu cuenta cuando quieras.',
    law: 'Estos términos se rigen por la legislación brasileña; los datos personales se tratan según nuestra política de privacidad.',
  },
  support: {
    intro: 'Si atención al cliente te lo pide, pasale estos códigos o enviá un diagnóstico de este dispositivo.',
    noSession: 'Ninguna (no iniciaste sesión)',
    failed: 'No se envió el diagnóstico. Probá de nuevo.',
  },
};

export default EsAr;
