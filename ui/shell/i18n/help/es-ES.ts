import { type NamespaceTexts } from '../../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['shell-help'] = {
  title: 'Ayuda',
  tabsLabel: 'Secciones de la ayuda',
  tabs: {
    about: 'Acerca de',
    attendance: 'Atención al cliente',
    version: 'Versión',
    lgpd: 'LGPD',
    privacy: 'Política de privacidad',
    tour: 'Recorrido',
    terms: 'Condiciones de uso',
    support: 'Herramientas de soporte',
  },
  about: {
    product:
      'Información de mercado para el agronegocio: análisis, noticias, informes, cotizaciones, indicadores, clima y eventos de las principales materias primas agrícolas.',
    audience:
      'Pensada para suscriptores, usuarios de prueba de {{days}} días y usuarios gratuitos, en la web y en la aplicación móvil.',
  },
  attendance: {
    intro: 'Hable con nuestro equipo por el canal que prefiera.',
    areas: {
      commercial: 'Comercial',
      support: 'Atención al cliente',
      'account-manager': 'Su gestor de cuenta',
      analysis: 'Análisis de mercado',
      financial: 'Facturación',
    },
    email: 'Correo electrónico',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    empty: 'No hay contactos disponibles en este momento.',
  },
  version: {
    hash: 'Versión',
    builtAt: 'Fecha de compilación',
    noBuildDate: 'Sin fecha (versión de desarrollo)',
  },
  lgpd: {
    intro:
      'Según la Ley General de Protección de Datos de Brasil (Ley 13.709/2018, art. 18), puede solicitarnos en cualquier momento y sin coste:',
    rights: {
      confirmation: 'la confirmación de que tratamos sus datos personales;',
      access: 'el acceso a sus datos;',
      correction: 'la corrección de datos incompletos, inexactos o desactualizados;',
      anonymisation:
        'la anonimización, el bloqueo o la supresión de datos innecesarios, excesivos o tratados de forma ilícita;',
      portability: 'la portabilidad de sus datos a otro proveedor;',
      deletion: 'la supresión de los datos tratados con su consentimiento;',
      sharing: 'la información sobre con quién compartimos sus datos;',
      refusal: 'la información sobre la posibilidad de no dar su consentimiento y sus consecuencias;',
      revocation: 'la revocación del consentimiento.',
    },
    deletion: 'Solicitar la supresión de mis datos',
    export: 'Descargar una copia de mis datos',
    otherByEmail:
      'Para cualquier otra solicitud (rectificación, anonimización, con quién compartimos), escriba a {{email}}.',
    signInFirst: 'Inicie sesión en su cuenta para hacer estas solicitudes.',
  },
  tour: {
    intro:
      'El recorrido guiado le muestra, paso a paso, dónde están el menú, las listas, el ticker y sus preferencias.',
    start: 'Iniciar el recorrido',
    started: 'El recorrido comenzará en cuanto se cierre esta ventana.',
  },
  terms: {
    updated: 'Versión del 21 de septiembre de 2023.',
    use: 'El acceso es personal e intransferible: no comparta su contraseña ni permita que otras personas usen su cuenta.',
    content:
      'Los análisis, noticias, informes y cotizaciones están protegidos por derechos de autor. Puede leerlos y usarlos en sus decisiones, pero no reproducirlos, redistribuirlos ni revenderlos sin autorización por escrito.',
    advice:
      'La información tiene carácter informativo y no constituye una recomendación de compra o venta; las decisiones de negocio son responsabilidad de quien las toma.',
    availability:
      'Trabajamos para mantener la plataforma disponible, pero puede haber interrupciones por mantenimiento o por fallos de terceros.',
    account:
      'Podemos suspender las cuentas usadas en contra de estas condiciones. Puede cerrar su cuenta cuando quiera.',
    law: 'Estas condiciones se rigen por la legislación brasileña; los datos personales se tratan según nuestra política de privacidad.',
  },
  support: {
    intro: 'Si atención al cliente se lo pide, facilite estos códigos o envíe un diagnóstico de este dispositivo.',
    deviceId: 'ID del dispositivo',
    sessionId: 'ID de la sesión',
    noSession: 'Ninguna (no ha iniciado sesión)',
    send: 'Enviar diagnóstico',
    sending: 'Enviando…',
    sent: 'Diagnóstico enviado a atención al cliente.',
    failed: 'No se ha enviado el diagnóstico. Inténtelo de nuevo.',
  },
};

export default EsEs;
