// The dropdown lists of SPEC §7 that serve the back office's forms, the rule each one carries (the rule of the forms
// it serves: at least the publisher's), and the texts of the fixed ones.
import { inEveryLocale as t, type Translations } from '../kernel/errors/catalogue';
import { type Locale } from '../kernel/locale';
import { type AdminRole, Profile } from '../kernel/profile';
import { type Dropdown } from './api';

/**
 * Who may read each dropdown list: the roles and profiles only the users' form (the admin's); the subject keys the
 * subject form (the editor's); the rest the publishing desk and the tag and user forms (from the publisher up).
 */
export const DROPDOWN_RULES: Readonly<Record<Dropdown, AdminRole>> = {
  agency: 'publisher',
  permission: 'admin',
  'user/profile': 'admin',
  locale: 'publisher',
  topic: 'publisher',
  header: 'publisher',
  'subjects/filter': 'publisher',
  'tags/filter': 'publisher',
  keyreference: 'editor',
  'category/filter': 'publisher',
  plan: 'admin',
};

/** The rule of filter/user-all (every account's name and e-mail: the admin's). */
export const USER_FILTER_RULE: AdminRole = 'admin';
/** The rule of acronym/find/key (the subject form's key check: the editor's). */
export const ACRONYM_RULE: AdminRole = 'editor';

/** The news agencies a plan may include (SPEC §3 subscription options). */
export const AGENCIES: readonly string[] = ['Agência Celeiro em tempo real', 'Outras agências'];

/** The admin roles' names. */
export const ROLE_NAMES: Readonly<Record<AdminRole, Translations>> = /* @__PURE__ */ (() => ({
  admin: t('Administrador', 'Administrator', 'Administrador', 'Administrador', 'Administrador'),
  editor: t('Editor', 'Editor', 'Editor', 'Editor', 'Editor'),
  publisher: t('Publicador', 'Publisher', 'Publicador', 'Publicador', 'Publicador'),
}))();

/** The profiles' names. */
export const PROFILE_NAMES: Readonly<Record<Profile, Translations>> = /* @__PURE__ */ (() => ({
  [Profile.SUBSCRIBER]: t('Assinante', 'Subscriber', 'Suscriptor', 'Suscriptor', 'Assinante'),
  [Profile.DEMO]: t('Demonstração', 'Demo', 'Demostración', 'Demostración', 'Demonstração'),
  [Profile.FREE]: t('Gratuito', 'Free', 'Gratuito', 'Gratuito', 'Gratuito'),
}))();

/** Each locale's name, in its own language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  PtBr: 'Português (Brasil)',
  EnEu: 'English',
  EsEs: 'Español (España)',
  EsAr: 'Español (Argentina)',
  PtPt: 'Português (Portugal)',
};
