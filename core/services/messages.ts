// Texts of the services area the core and the server decide, in every locale.
import { inEveryLocale as t, type Translations } from '../kernel/errors/catalogue';

/** The refusal of a question beyond the plan's monthly limit. */
export const QUESTIONS_EXHAUSTED: Translations = t(
  'Você não tem mais perguntas ao analista disponíveis neste mês',
  'You have no questions to the analyst left this month',
  'No le quedan preguntas al analista este mes',
  'No te quedan preguntas al analista este mes',
  'Já não tem perguntas ao analista disponíveis este mês',
);
