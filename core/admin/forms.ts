// The back office's lists and register forms: which columns each list sorts and filters by, and the rules of the
// subject, user and tag forms. The forms are checked as typed (text), here for the app and again by the server, which
// reads each body back into its form; the field messages are the admin area's, in every locale.
import { inEveryLocale as t } from '../kernel/errors/catalogue';
import { LOCALES, type Locale } from '../kernel/locale';
import { FREE_PLAN, Profile } from '../kernel/profile';
import { formatDocument, type UserType } from '../kernel/validation/documents';
import { DOCUMENT_RULES, EMAIL_RULES } from '../kernel/validation/forms';
import { type FieldMessages, type FieldIssue } from '../kernel/validation/messages';
import { passwordIssue } from '../kernel/validation/password';
import { formatPhone } from '../kernel/validation/phone';
import { checkForm, required, wellFormedPhone, type FieldRule, type FormRules } from '../kernel/validation/rules';
import {
  type AdminSubject,
  type AdminSubjectFields,
  type AdminTagDetail,
  type AdminTagFields,
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserFields,
} from './api';
import { parseAdminRoles } from './roles';

/** What each admin list sorts by (a column id) and filters by (a field name). */
export const ADMIN_LIST_QUERIES = {
  subjects: { sortable: ['id', 'nome', 'mne', 'habilitado'], filters: ['nome', 'mne'] },
  users: { sortable: ['id', 'name', 'email', 'profile', 'disabled', 'createdAt'], filters: ['name', 'email', 'since'] },
  tags: { sortable: ['id', 'name', 'category', 'contentCount'], filters: ['name', 'category'] },
} as const satisfies Record<string, { sortable: readonly string[]; filters: readonly string[] }>;

/** The most groups a user belongs to, and the longest name of one. */
export const ADMIN_GROUPS_MAX = 20;
export const ADMIN_GROUP_MAX = 60;

/** The field messages of the admin forms, by their `admin.<name>` keys. */
export const ADMIN_FIELD_MESSAGES = /* @__PURE__ */ (() =>
  ({
    'admin.wholeNumber': t(
      'Informe um número inteiro positivo',
      'Enter a positive whole number',
      'Indique un número entero positivo',
      'Ingresá un número entero positivo',
      'Indique um número inteiro positivo',
    ),
    'admin.iconSize': t(
      'Use um número (px) ou um número seguido de x (em), como 24 ou 1.5x',
      'Use a number (px) or a number followed by x (em), such as 24 or 1.5x',
      'Use un número (px) o un número seguido de x (em), como 24 o 1.5x',
      'Usá un número (px) o un número seguido de x (em), como 24 o 1.5x',
      'Use um número (px) ou um número seguido de x (em), como 24 ou 1.5x',
    ),
    'admin.mne': t(
      'Use de 2 a 8 letras maiúsculas ou algarismos',
      'Use 2 to 8 capital letters or digits',
      'Use de 2 a 8 letras mayúsculas o dígitos',
      'Usá de 2 a 8 letras mayúsculas o dígitos',
      'Use de 2 a 8 letras maiúsculas ou algarismos',
    ),
    'admin.routes': t(
      'Uma rota por país, como BR:acucar-e-etanol, separadas por vírgula',
      'One route per country, such as BR:acucar-e-etanol, separated by commas',
      'Una ruta por país, como BR:acucar-e-etanol, separadas por comas',
      'Una ruta por país, como BR:acucar-e-etanol, separadas por comas',
      'Uma rota por país, como BR:acucar-e-etanol, separadas por vírgulas',
    ),
    'admin.idTaken': t(
      'Já existe um assunto com este código',
      'A subject with this code already exists',
      'Ya existe un tema con este código',
      'Ya existe un tema con este código',
      'Já existe um assunto com este código',
    ),
    'admin.mneTaken': t(
      'Esta sigla já é de outro assunto',
      'This key belongs to another subject',
      'Esta sigla ya es de otro tema',
      'Esta sigla ya es de otro tema',
      'Esta sigla já pertence a outro assunto',
    ),
    'admin.choose': t(
      'Escolha uma opção',
      'Choose an option',
      'Elija una opción',
      'Elegí una opción',
      'Escolha uma opção',
    ),
    'admin.unknownSubjects': t(
      'Há assuntos que não existem na lista',
      'Some subjects in the list do not exist',
      'Hay temas de la lista que no existen',
      'Hay temas de la lista que no existen',
      'Há assuntos na lista que não existem',
    ),
    'admin.unknownPlan': t(
      'Este plano não existe; escolha um da lista',
      'This plan does not exist; choose one from the list',
      'Este plan no existe; elija uno de la lista',
      'Este plan no existe; elegí uno de la lista',
      'Este plano não existe; escolha um da lista',
    ),
    'admin.ids': t(
      'Informe códigos numéricos separados por vírgula',
      'Enter numeric codes separated by commas',
      'Indique códigos numéricos separados por comas',
      'Ingresá códigos numéricos separados por comas',
      'Indique códigos numéricos separados por vírgulas',
    ),
    'admin.unknownContent': t(
      'Há conteúdos que não existem na lista',
      'Some content items in the list do not exist',
      'Hay contenidos de la lista que no existen',
      'Hay contenidos de la lista que no existen',
      'Há conteúdos na lista que não existem',
    ),
    'admin.notYourself': t(
      'Você não pode desativar a própria conta nem retirar o próprio papel de administrador',
      'You cannot disable your own account or take away your own admin role',
      'No puede desactivar su propia cuenta ni quitarse el rol de administrador',
      'No podés desactivar tu propia cuenta ni quitarte el rol de administrador',
      'Não pode desativar a sua própria conta nem retirar o seu próprio papel de administrador',
    ),
    'admin.country': t(
      'Informe o código do país com duas letras, como BR',
      'Enter the country code in two letters, such as BR',
      'Indique el código del país con dos letras, como BR',
      'Ingresá el código del país con dos letras, como BR',
      'Indique o código do país com duas letras, como BR',
    ),
    'admin.groups': t(
      `Até ${ADMIN_GROUPS_MAX} grupos separados por vírgula, cada um com até ${ADMIN_GROUP_MAX} caracteres`,
      `Up to ${ADMIN_GROUPS_MAX} groups separated by commas, each of at most ${ADMIN_GROUP_MAX} characters`,
      `Hasta ${ADMIN_GROUPS_MAX} grupos separados por comas, cada uno de hasta ${ADMIN_GROUP_MAX} caracteres`,
      `Hasta ${ADMIN_GROUPS_MAX} grupos separados por comas, cada uno de hasta ${ADMIN_GROUP_MAX} caracteres`,
      `Até ${ADMIN_GROUPS_MAX} grupos separados por vírgulas, cada um com até ${ADMIN_GROUP_MAX} caracteres`,
    ),
    'admin.tooLong': t(
      'Texto longo demais',
      'Text too long',
      'Texto demasiado largo',
      'Texto demasiado largo',
      'Texto demasiado longo',
    ),
  }) as const satisfies FieldMessages<'admin'>)();

/** The longest text of a field of the admin forms. */
export const ADMIN_TEXT_MAX = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const rule = (message: keyof typeof ADMIN_FIELD_MESSAGES, passes: (value: string) => boolean): FieldRule<unknown> => ({
  issue: { message },
  passes: (value) => passes(text(value)),
});
const optional = (passes: (value: string) => boolean) => (value: string) => value === '' || passes(value);

const WHOLE = /^[1-9]\d{0,8}$/;
const shortText = /* @__PURE__ */ rule('admin.tooLong', (value) => value.length <= ADMIN_TEXT_MAX);
const wholeNumber = /* @__PURE__ */ rule('admin.wholeNumber', (value) => WHOLE.test(value));
const ICON_SIZE = /^(\d{1,3}(\.\d{1,2})?|\.\d{1,2})x?$/i;
const ROUTE = /^[A-Z]{2}:[a-z0-9][a-z0-9-]{0,79}$/;
const idList = /* @__PURE__ */ rule(
  'admin.ids',
  optional((value) => value.split(',').every((part) => WHOLE.test(part.trim()))),
);

/** Whether an icon size is one core's icon-size rule reads as given: a positive number, or one followed by x. */
export function isIconSize(value: string): boolean {
  const trimmed = value.trim();
  return ICON_SIZE.test(trimmed) && Number(trimmed.replace(/x$/i, '')) > 0;
}

/** The subject form as typed. */
export interface SubjectForm {
  id: string;
  nome: string;
  namePtBr: string;
  nameEnEu: string;
  nameEsEs: string;
  nameEsAr: string;
  namePtPt: string;
  icone: string;
  iconSize: string;
  habilitado: boolean;
  originCode: string;
  mne: string;
  /** The platform routes: `BR:acucar-e-etanol, AR:azucar-y-etanol`. */
  routes: string;
}

const named = [required, shortText];
/** The subject form's rules. */
export const SUBJECT_RULES: FormRules<SubjectForm> = /* @__PURE__ */ (() => ({
  id: [wholeNumber],
  nome: named,
  namePtBr: named,
  nameEnEu: named,
  nameEsEs: named,
  nameEsAr: named,
  namePtPt: named,
  icone: [required, /* @__PURE__ */ rule('admin.tooLong', (value) => value.length <= 60)],
  iconSize: [/* @__PURE__ */ rule('admin.iconSize', optional(isIconSize))],
  originCode: [wholeNumber],
  mne: [required, /* @__PURE__ */ rule('admin.mne', (value) => /^[A-Z0-9]{2,8}$/.test(value))],
  routes: [
    rule(
      'admin.routes',
      optional((value) => value.split(',').every((part) => ROUTE.test(part.trim()))),
    ),
  ],
}))();

/** The subject form's issues; empty when good. */
export function validateSubjectForm(form: SubjectForm): FieldIssue<keyof SubjectForm & string>[] {
  return checkForm(SUBJECT_RULES, form);
}

/** An empty subject form (a new subject: enabled, the platform's origin code, the default icon size). */
export const EMPTY_SUBJECT_FORM: SubjectForm = {
  id: '',
  nome: '',
  namePtBr: '',
  nameEnEu: '',
  nameEsEs: '',
  nameEsAr: '',
  namePtPt: '',
  icone: '',
  iconSize: '24',
  habilitado: true,
  originCode: '250',
  mne: '',
  routes: '',
};

/** A subject's form. */
export function subjectToForm(subject: AdminSubject): SubjectForm {
  return {
    id: String(subject.id),
    nome: subject.nome,
    namePtBr: subject.namePtBr,
    nameEnEu: subject.nameEnEu,
    nameEsEs: subject.nameEsEs,
    nameEsAr: subject.nameEsAr,
    namePtPt: subject.namePtPt,
    icone: subject.icone,
    iconSize: subject.iconSize,
    habilitado: subject.habilitado,
    originCode: String(subject.originCode),
    mne: subject.mne,
    routes: subject.platformWdmaRoute.map((route) => `${route.country}:${route.routeName}`).join(', '),
  };
}

/** The subject a good form stands for (trimmed; an empty icon size is the default 24). */
export function subjectFromForm(form: SubjectForm): AdminSubject {
  return {
    id: Number(form.id.trim()),
    ...subjectFieldsFromForm(form),
  };
}

/** The fields of a subject a good form stands for. */
export function subjectFieldsFromForm(form: SubjectForm): AdminSubjectFields {
  const routes = form.routes.trim();
  return {
    nome: form.nome.trim(),
    namePtBr: form.namePtBr.trim(),
    nameEnEu: form.nameEnEu.trim(),
    nameEsEs: form.nameEsEs.trim(),
    nameEsAr: form.nameEsAr.trim(),
    namePtPt: form.namePtPt.trim(),
    icone: form.icone.trim(),
    iconSize: form.iconSize.trim() || '24',
    habilitado: form.habilitado,
    originCode: Number(form.originCode.trim()),
    mne: form.mne.trim(),
    platformWdmaRoute:
      routes === ''
        ? []
        : routes.split(',').map((part) => {
            const [country = '', routeName = ''] = part.trim().split(':');
            return { country, routeName };
          }),
  };
}

/** The user form as typed. */
export interface UserForm {
  email: string;
  name: string;
  /** Individual (the document is a CPF) or company (a CNPJ). */
  userType: UserType;
  /** The CPF or CNPJ, masked or bare (optional). */
  document: string;
  /** The phone, masked or bare (optional). */
  phone: string;
  /** The country's two letters. */
  country: string;
  /** The groups, separated by commas. */
  groups: string;
  language: string;
  profile: string;
  signature: string;
  /** The enabled subjects' ids, separated by commas. */
  enabledSubjects: string;
  hasQuotesRights: boolean;
  admin: boolean;
  editor: boolean;
  publisher: boolean;
  disabled: boolean;
  /** A new user's first password (empty and unchecked when editing). */
  password: string;
}

const PROFILES: readonly string[] = ['1', '2', '3'] satisfies `${Profile}`[];
const chosen = (values: readonly string[]) => /* @__PURE__ */ rule('admin.choose', (value) => values.includes(value));
const groupList = (value: string): string[] => [
  ...new Set(
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
];

/** The user form's rules (the password only for a new user: `validateUserForm(form, true)`). */
export const USER_RULES: FormRules<UserForm> = /* @__PURE__ */ (() => ({
  email: [...EMAIL_RULES, shortText],
  name: named,
  // The registration's and my account's rules: a CPF or CNPJ by the person type, a phone of 11 or 12 digits.
  document: DOCUMENT_RULES,
  phone: [wellFormedPhone],
  country: [required, /* @__PURE__ */ rule('admin.country', (value) => /^[A-Za-z]{2}$/.test(value))],
  groups: [
    /* @__PURE__ */ rule('admin.groups', (value) => {
      const groups = groupList(value);
      return groups.length <= ADMIN_GROUPS_MAX && groups.every((group) => group.length <= ADMIN_GROUP_MAX);
    }),
  ],
  language: [/* @__PURE__ */ chosen(LOCALES)],
  profile: [/* @__PURE__ */ chosen(PROFILES)],
  signature: [required, shortText],
  enabledSubjects: [idList],
}))();

/** The user form's issues; a new user's password follows the password rule. */
export function validateUserForm(form: UserForm, isNew: boolean): FieldIssue<keyof UserForm & string>[] {
  const issues = checkForm<UserForm, keyof UserForm & string>(USER_RULES, form);
  if (isNew) {
    const issue =
      form.password === ''
        ? { field: 'password' as const, message: 'required' as const }
        : passwordIssue('password' as const, form.password);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** An empty user form (a new Free reader in PtBr, in Brazil, enabled, no role). */
export const EMPTY_USER_FORM: UserForm = {
  email: '',
  name: '',
  userType: 'individual',
  document: '',
  phone: '',
  country: 'BR',
  groups: '',
  language: 'PtBr',
  profile: String(Profile.FREE),
  signature: FREE_PLAN,
  enabledSubjects: '',
  hasQuotesRights: false,
  admin: false,
  editor: false,
  publisher: false,
  disabled: false,
  password: '',
};

const ids = (value: string): number[] =>
  value.trim() === '' ? [] : [...new Set(value.split(',').map((part) => Number(part.trim())))].sort((a, b) => a - b);

/** A user's form. */
export function userToForm(user: AdminUserFields | AdminUserDetail): UserForm {
  return {
    email: user.email,
    name: user.name,
    userType: user.personType ?? 'individual',
    document: user.document,
    phone: user.phone,
    country: user.country,
    groups: user.groups.join(', '),
    language: user.language,
    profile: String(user.profile),
    signature: user.signature,
    enabledSubjects: user.enabledSubjects.join(', '),
    hasQuotesRights: user.hasQuotesRights,
    admin: user.roles.includes('admin'),
    editor: user.roles.includes('editor'),
    publisher: user.roles.includes('publisher'),
    disabled: user.disabled,
    password: '',
  };
}

/** The user fields a good form stands for (the document and phone masked; no person type without a document). */
export function userFieldsFromForm(form: UserForm): AdminUserFields {
  const document = form.document.trim();
  return {
    email: form.email.trim().toLowerCase(),
    name: form.name.trim(),
    personType: document === '' ? null : form.userType,
    document: document === '' ? '' : formatDocument(form.userType, document),
    phone: formatPhone(form.phone),
    country: form.country.trim().toUpperCase(),
    groups: groupList(form.groups),
    language: form.language as Locale,
    profile: Number(form.profile) as Profile,
    signature: form.signature.trim(),
    enabledSubjects: ids(form.enabledSubjects),
    hasQuotesRights: form.hasQuotesRights,
    roles: parseAdminRoles([form.admin && 'admin', form.editor && 'editor', form.publisher && 'publisher']),
    disabled: form.disabled,
  };
}

/** A new user a good form stands for. */
export function userCreateFromForm(form: UserForm): AdminUserCreate {
  return { ...userFieldsFromForm(form), password: form.password };
}

/** The tag form as typed. */
export interface TagForm {
  namePtBr: string;
  nameEnEu: string;
  nameEsEs: string;
  nameEsAr: string;
  namePtPt: string;
  category: string;
  /** The ids of the content items that carry it, separated by commas. */
  contentIds: string;
}

/** The tag form's rules. */
export const TAG_RULES: FormRules<TagForm> = /* @__PURE__ */ (() => ({
  namePtBr: named,
  nameEnEu: named,
  nameEsEs: named,
  nameEsAr: named,
  namePtPt: named,
  category: named,
  contentIds: [idList],
}))();

/** The tag form's issues; empty when good. */
export function validateTagForm(form: TagForm): FieldIssue<keyof TagForm & string>[] {
  return checkForm(TAG_RULES, form);
}

/** An empty tag form. */
export const EMPTY_TAG_FORM: TagForm = {
  namePtBr: '',
  nameEnEu: '',
  nameEsEs: '',
  nameEsAr: '',
  namePtPt: '',
  category: '',
  contentIds: '',
};

/** A tag's form. */
export function tagToForm(tag: AdminTagDetail | AdminTagFields): TagForm {
  const contentIds = 'contentIds' in tag ? tag.contentIds : tag.content.map((item) => item.id);
  return {
    namePtBr: tag.namePtBr,
    nameEnEu: tag.nameEnEu,
    nameEsEs: tag.nameEsEs,
    nameEsAr: tag.nameEsAr,
    namePtPt: tag.namePtPt,
    category: tag.category,
    contentIds: contentIds.join(', '),
  };
}

/** The tag fields a good form stands for. */
export function tagFromForm(form: TagForm): AdminTagFields {
  return {
    namePtBr: form.namePtBr.trim(),
    nameEnEu: form.nameEnEu.trim(),
    nameEsEs: form.nameEsEs.trim(),
    nameEsAr: form.nameEsAr.trim(),
    namePtPt: form.namePtPt.trim(),
    category: form.category.trim(),
    contentIds: ids(form.contentIds),
  };
}

declare module '../kernel/validation/messages' {
  interface AreaFieldMessages {
    admin: typeof ADMIN_FIELD_MESSAGES;
  }
}
