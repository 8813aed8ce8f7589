// Texts of the services area the core and the server decide, in every locale: the field messages of its forms
// (worded in a catalogue that holds them, withFieldMessages) and the refusal of a question beyond the limit.
import { inEveryLocale as t, type Translations } from '../kernel/errors/catalogue';
import { type FieldMessages } from '../kernel/validation/messages';
import { ASK_ANALYST_QUESTION_MAX } from './ask-analyst';

/** The field messages of the services forms, by their `services.<name>` keys. */
export const SERVICES_FIELD_MESSAGES = {
  'services.questionTooLong': t(
    `A pergunta deve ter no máximo ${ASK_ANALYST_QUESTION_MAX} caracteres`,
    `The question must have at most ${ASK_ANALYST_QUESTION_MAX} characters`,
    `La pregunta debe tener como máximo ${ASK_ANALYST_QUESTION_MAX} caracteres`,
    `La pregunta debe tener como máximo ${ASK_ANALYST_QUESTION_MAX} caracteres`,
    `A pergunta deve ter no máximo ${ASK_ANALYST_QUESTION_MAX} caracteres`,
  ),
  'services.chooseOne': t(
    'Escolha uma opção',
    'Choose an option',
    'Elija una opción',
    'Elegí una opción',
    'Escolha uma opção',
  ),
  'services.invalidTonnage': t(
    'Informe de 1 a 100000 toneladas, em números inteiros',
    'Enter 1 to 100000 tonnes, in whole numbers',
    'Indique de 1 a 100000 toneladas, en números enteros',
    'Ingresá de 1 a 100000 toneladas, en números enteros',
    'Indique de 1 a 100000 toneladas, em números inteiros',
  ),
  'services.sameOriginAndDestination': t(
    'O destino deve ser diferente da origem',
    'The destination must differ from the origin',
    'El destino debe ser distinto del origen',
    'El destino tiene que ser distinto del origen',
    'O destino tem de ser diferente da origem',
  ),
  'services.noFreightRoute': t(
    'Não há tarifa de frete para esta rota neste modal',
    'There is no freight rate for this route by this mode',
    'No hay tarifa de flete para esta ruta en este modo',
    'No hay tarifa de flete para esta ruta en este modo',
    'Não há tarifa de frete para esta rota neste modo de transporte',
  ),
} as const satisfies FieldMessages<'services'>;

/** The refusal of a question beyond the plan's monthly limit. */
export const QUESTIONS_EXHAUSTED: Translations = t(
  'Você não tem mais perguntas ao analista disponíveis neste mês',
  'You have no questions to the analyst left this month',
  'No le quedan preguntas al analista este mes',
  'No te quedan preguntas al analista este mes',
  'Já não tem perguntas ao analista disponíveis este mês',
);

/** The refusal of a registration when every seat of the session is taken. */
export const LIVE_SESSION_FULL: Translations = t(
  'Não há mais vagas nesta sessão',
  'There are no seats left in this session',
  'No quedan plazas en esta sesión',
  'No quedan lugares en esta sesión',
  'Já não há lugares nesta sessão',
);

/** The refusal of a registration or a cancellation once the session has started or ended. */
export const LIVE_SESSION_CLOSED: Translations = t(
  'As inscrições desta sessão estão encerradas: ela já começou ou terminou',
  'Registration for this session is closed: it has started or ended',
  'Las inscripciones de esta sesión están cerradas: ya ha empezado o terminado',
  'Las inscripciones de esta sesión están cerradas: ya empezó o terminó',
  'As inscrições desta sessão estão encerradas: já começou ou terminou',
);

declare module '../kernel/validation/messages' {
  interface AreaFieldMessages {
    services: typeof SERVICES_FIELD_MESSAGES;
  }
}
