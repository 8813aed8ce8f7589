import { type AreaTexts } from '../kit/i18n/area-texts';

/** Texts of the services area (namespace services): ask the analyst, and the upsell of a service outside the plan. */
const PtBr = {
  askAnalyst: {
    title: 'Pergunte ao analista',
    intro: 'Envie sua dúvida sobre o mercado aos nossos analistas. A resposta chega por e-mail.',
    remaining: 'Você tem {{available}} de {{limit}} perguntas disponíveis neste mês.',
    email: 'E-mail',
    name: 'Nome',
    question: 'Pergunta',
    questionHint: 'Até 2000 caracteres.',
    commodity: 'Commodity',
    chooseCommodity: 'Escolha uma commodity',
    submit: 'Enviar pergunta',
    sentTitle: 'Pergunta enviada',
    sent: 'Os analistas receberam a sua pergunta e enviamos uma confirmação para o seu e-mail.',
    noneLeftTitle: 'Suas perguntas deste mês acabaram',
    noneLeft: 'Você já usou todas as perguntas ao analista do seu plano neste mês. Fale com o nosso atendimento.',
    contact: 'Falar com o atendimento',
    contacts: 'Contatos do atendimento',
    close: 'Fechar',
  },
  upsell: {
    title: 'Este serviço não faz parte do seu plano',
    text: 'Conheça os planos que incluem este serviço ou fale com o nosso atendimento.',
    plans: 'Ver os planos',
  },
};

const EnEu: typeof PtBr = {
  askAnalyst: {
    title: 'Ask the analyst',
    intro: 'Send your market question to our analysts. The answer arrives by e-mail.',
    remaining: 'You have {{available}} of {{limit}} questions left this month.',
    email: 'E-mail',
    name: 'Name',
    question: 'Question',
    questionHint: 'Up to 2000 characters.',
    commodity: 'Commodity',
    chooseCommodity: 'Choose a commodity',
    submit: 'Send the question',
    sentTitle: 'Question sent',
    sent: 'The analysts received your question and we sent a confirmation to your e-mail.',
    noneLeftTitle: 'You have used this month’s questions',
    noneLeft:
      'You have used every question to the analyst your plan includes this month. Talk to our customer service.',
    contact: 'Contact customer service',
    contacts: 'Customer service contacts',
    close: 'Close',
  },
  upsell: {
    title: 'This service is not part of your plan',
    text: 'See the plans that include this service or talk to our customer service.',
    plans: 'See the plans',
  },
};

const EsEs: typeof PtBr = {
  askAnalyst: {
    title: 'Pregunte al analista',
    intro: 'Envíe su duda sobre el mercado a nuestros analistas. La respuesta llega por correo electrónico.',
    remaining: 'Le quedan {{available}} de {{limit}} preguntas este mes.',
    email: 'Correo electrónico',
    name: 'Nombre',
    question: 'Pregunta',
    questionHint: 'Hasta 2000 caracteres.',
    commodity: 'Materia prima',
    chooseCommodity: 'Elija una materia prima',
    submit: 'Enviar la pregunta',
    sentTitle: 'Pregunta enviada',
    sent: 'Los analistas han recibido su pregunta y le hemos enviado una confirmación por correo electrónico.',
    noneLeftTitle: 'Ha agotado las preguntas de este mes',
    noneLeft:
      'Ya ha usado todas las preguntas al analista de su plan este mes. Hable con nuestro servicio de atención.',
    contact: 'Hablar con atención al cliente',
    contacts: 'Contactos de atención al cliente',
    close: 'Cerrar',
  },
  upsell: {
    title: 'Este servicio no forma parte de su plan',
    text: 'Conozca los planes que incluyen este servicio o hable con nuestro servicio de atención.',
    plans: 'Ver los planes',
  },
};

const EsAr: typeof PtBr = {
  askAnalyst: {
    title: 'Preguntale al analista',
    intro: 'Mandá tu duda sobre el mercado a nuestros analistas. La respuesta llega por correo electrónico.',
    remaining: 'Te quedan {{available}} de {{limit}} preguntas este mes.',
    email: 'Correo electrónico',
    name: 'Nombre',
    question: 'Pregunta',
    questionHint: 'Hasta 2000 caracteres.',
    commodity: 'Commodity',
    chooseCommodity: 'Elegí un commodity',
    submit: 'Enviar la pregunta',
    sentTitle: 'Pregunta enviada',
    sent: 'Los analistas recibieron tu pregunta y te mandamos una confirmación por correo electrónico.',
    noneLeftTitle: 'Usaste las preguntas de este mes',
    noneLeft: 'Ya usaste todas las preguntas al analista de tu plan este mes. Hablá con nuestra atención al cliente.',
    contact: 'Hablar con atención al cliente',
    contacts: 'Contactos de atención al cliente',
    close: 'Cerrar',
  },
  upsell: {
    title: 'Este servicio no está incluido en tu plan',
    text: 'Conocé los planes que incluyen este servicio o hablá con nuestra atención al cliente.',
    plans: 'Ver los planes',
  },
};

const PtPt: typeof PtBr = {
  askAnalyst: {
    title: 'Pergunte ao analista',
    intro: 'Envie a sua dúvida sobre o mercado aos nossos analistas. A resposta chega por e-mail.',
    remaining: 'Tem {{available}} de {{limit}} perguntas disponíveis este mês.',
    email: 'E-mail',
    name: 'Nome',
    question: 'Pergunta',
    questionHint: 'Até 2000 caracteres.',
    commodity: 'Matéria-prima',
    chooseCommodity: 'Escolha uma matéria-prima',
    submit: 'Enviar a pergunta',
    sentTitle: 'Pergunta enviada',
    sent: 'Os analistas receberam a sua pergunta e enviámos uma confirmação para o seu e-mail.',
    noneLeftTitle: 'Esgotou as perguntas deste mês',
    noneLeft: 'Já utilizou todas as perguntas ao analista do seu plano este mês. Contacte o nosso apoio ao cliente.',
    contact: 'Contactar o apoio ao cliente',
    contacts: 'Contactos do apoio ao cliente',
    close: 'Fechar',
  },
  upsell: {
    title: 'Este serviço não faz parte do seu plano',
    text: 'Conheça os planos que incluem este serviço ou contacte o nosso apoio ao cliente.',
    plans: 'Ver os planos',
  },
};

export const SERVICES_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;
