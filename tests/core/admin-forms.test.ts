import { describe, expect, it } from 'vitest';
import {
  ADMIN_FIELD_MESSAGES,
  cataloguesWith,
  EMPTY_SUBJECT_FORM,
  EMPTY_TAG_FORM,
  EMPTY_USER_FORM,
  FREE_PLAN,
  ErrorCode,
  FormIssuesError,
  isIconSize,
  issueText,
  LOCALES,
  parseIconSize,
  REGISTRATION_RULES,
  SaveSubjectUseCase,
  SaveTagUseCase,
  SaveUserUseCase,
  subjectChanges,
  subjectFromForm,
  subjectToForm,
  tagChanges,
  tagFromForm,
  userChanges,
  userFieldsFromForm,
  userToForm,
  USER_RULES,
  validateSubjectForm,
  validateTagForm,
  validateUserForm,
  type AdminSubject,
  type AdminUserFields,
  type UserForm,
} from '../../core';
import { FakeAdminApi, pageOf } from '../fakes/fake-admin-api';

/** Each locale's catalogue with the area's field messages, as its forms and the server word them. */
const TEXTS = cataloguesWith(ADMIN_FIELD_MESSAGES);

const cocoa = {
  ...EMPTY_SUBJECT_FORM,
  id: '301',
  nome: 'Cacau',
  namePtBr: 'Cacau',
  nameEnEu: 'Cocoa',
  nameEsEs: 'Cacao',
  nameEsAr: 'Cacao',
  namePtPt: 'Cacau',
  icone: 'cocoa',
  mne: 'CAC',
  routes: 'BR:cacau, AR:cacao',
};
const fieldsOf = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe('the subject form', () => {
  it('takes a good subject and reads it into the wire subject', () => {
    expect(validateSubjectForm(cocoa)).toEqual([]);
    expect(subjectFromForm(cocoa)).toMatchObject({
      id: 301,
      iconSize: '24',
      originCode: 250,
      platformWdmaRoute: [
        { country: 'BR', routeName: 'cacau' },
        { country: 'AR', routeName: 'cacao' },
      ],
    });
    expect(subjectToForm(subjectFromForm(cocoa))).toEqual({ ...cocoa, routes: 'BR:cacau, AR:cacao' });
  });

  it('reads an icon size as core’s icon-size rule does: a positive number, or one followed by x', () => {
    for (const size of ['24', '28', '1.5x', '2X', '.5x']) {
      expect(isIconSize(size), size).toBe(true);
      expect(parseIconSize(size).value).toBe(Number(size.replace(/x$/i, '')));
    }
    for (const size of ['0', '0x', 'big', '-2', '24px', '1e3']) expect(isIconSize(size), size).toBe(false);
  });

  it('refuses a missing name, a bad code, icon size, key or route, field by field', () => {
    const issues = validateSubjectForm({
      ...cocoa,
      id: '0',
      nameEnEu: ' ',
      iconSize: 'big',
      originCode: 'x',
      mne: 'cac',
      routes: 'Brasil/cacau',
    });
    expect(fieldsOf(issues)).toEqual(['id', 'nameEnEu', 'iconSize', 'originCode', 'mne', 'routes']);
    expect(issueText(issues[2]!, TEXTS.PtPt)).toBe(
      'Use um número (px) ou um número seguido de x (em), como 24 ou 1.5x',
    );
  });
});

describe('the user form', () => {
  const reader = { ...EMPTY_USER_FORM, email: ' Novo@Example.com ', name: 'Novo', enabledSubjects: '13, 7, 7' };

  it('needs a first password by the password rule for a new user only', () => {
    expect(fieldsOf(validateUserForm(reader, true))).toEqual(['password']);
    expect(fieldsOf(validateUserForm({ ...reader, password: 'curta' }, true))).toEqual(['password']);
    expect(validateUserForm({ ...reader, password: 'colheita-de-cafe-2026' }, true)).toEqual([]);
    expect(validateUserForm(reader, false)).toEqual([]);
  });

  it('refuses a bad e-mail, language, profile and subject list', () => {
    const issues = validateUserForm(
      { ...reader, email: 'x', language: 'Klingon', profile: '9', enabledSubjects: '7, sete' },
      false,
    );
    expect(fieldsOf(issues)).toEqual(['email', 'language', 'profile', 'enabledSubjects']);
  });

  it('needs a plan: a new reader starts on the free plan, and an emptied plan is refused', () => {
    expect(EMPTY_USER_FORM.signature).toBe(FREE_PLAN);
    expect(validateUserForm({ ...reader, signature: '  ' }, false)).toEqual([
      { field: 'signature', message: 'required' },
    ]);
  });

  it('checks the CPF or CNPJ and the phone by the registration’s own rules, optional here', () => {
    // The same rule objects as the registration form's (after its "required"), not copies.
    expect(USER_RULES.document).toEqual(REGISTRATION_RULES.document?.slice(1));
    USER_RULES.document?.forEach((rule, i) => expect(rule).toBe(REGISTRATION_RULES.document?.[i + 1]));
    expect(USER_RULES.phone?.[0]).toBe(REGISTRATION_RULES.phone?.[1]);
    const check = (form: Partial<UserForm>) => validateUserForm({ ...reader, ...form }, false);
    expect(check({ document: '', phone: '' })).toEqual([]);
    expect(check({ userType: 'individual', document: '529.982.247-25', phone: '11 98765-4321' })).toEqual([]);
    expect(check({ userType: 'company', document: '11.222.333/0001-81' })).toEqual([]);
    expect(check({ userType: 'individual', document: '529.982.247-00' })).toEqual([
      { field: 'document', code: ErrorCode.INVALID_CPF },
    ]);
    // A valid CPF is no CNPJ: the person type decides which rule applies.
    expect(check({ userType: 'company', document: '529.982.247-25' })).toEqual([
      { field: 'document', code: ErrorCode.INVALID_CNPJ },
    ]);
    expect(check({ phone: '123' })).toEqual([{ field: 'phone', message: 'invalidPhone' }]);
  });

  it('refuses a country that is not two letters and too many or too long groups, in every locale', () => {
    const issues = validateUserForm(
      { ...reader, country: 'Brasil', groups: Array.from({ length: 21 }, (_, i) => `g${i}`).join(', ') },
      false,
    );
    expect(fieldsOf(issues)).toEqual(['country', 'groups']);
    expect(fieldsOf(validateUserForm({ ...reader, country: '', groups: 'x'.repeat(61) }, false))).toEqual([
      'country',
      'groups',
    ]);
    for (const issue of issues)
      for (const locale of LOCALES) expect(issueText(issue, TEXTS[locale])).toMatch(/\p{L}{3}/u);
    expect(issueText(issues[0]!, TEXTS.EnEu)).toContain('two letters');
  });

  it('reads the account data masked: the document by its person type, the phone, the country in capitals, each group once', () => {
    const fields = userFieldsFromForm({
      ...reader,
      userType: 'company',
      document: '11222333000181',
      phone: '11987654321',
      country: 'ar',
      groups: 'Sul, Cooperativa, Sul, ',
    });
    expect(fields).toMatchObject({
      personType: 'company',
      document: '11.222.333/0001-81',
      phone: '11 98765-4321',
      country: 'AR',
      groups: ['Sul', 'Cooperativa'],
    });
    expect(userToForm(fields)).toMatchObject({
      userType: 'company',
      document: '11.222.333/0001-81',
      groups: 'Sul, Cooperativa',
    });
    // No document, no person type.
    expect(userFieldsFromForm({ ...reader, userType: 'company' })).toMatchObject({ personType: null, document: '' });
  });

  it('reads the roles and plan from the boxes, each once and in order', () => {
    expect(userFieldsFromForm({ ...reader, editor: true, admin: true })).toMatchObject({
      email: 'novo@example.com',
      enabledSubjects: [7, 13],
      roles: ['admin', 'editor'],
    });
  });
});

describe('the audit of a user change', () => {
  const before: AdminUserFields = userFieldsFromForm({
    ...EMPTY_USER_FORM,
    email: 'a@example.com',
    name: 'A',
    enabledSubjects: '7',
  });

  it('keeps only the changed fields, as text, never a password', () => {
    const after = { ...before, disabled: true, enabledSubjects: [7, 13], roles: ['editor' as const] };
    expect(userChanges(before, after)).toEqual([
      { field: 'enabledSubjects', before: '7', after: '7,13' },
      { field: 'roles', before: '', after: 'editor' },
      { field: 'disabled', before: 'false', after: 'true' },
    ]);
    expect(userChanges(before, before)).toEqual([]);
    expect(JSON.stringify(userChanges(null, { ...before, password: 'x' } as AdminUserFields))).not.toContain(
      'password',
    );
  });

  it('records a new user’s filled fields', () => {
    expect(userChanges(null, before).map((change) => change.field)).toEqual([
      'email',
      'name',
      'country',
      'language',
      'profile',
      'signature',
      'enabledSubjects',
    ]);
  });

  it('records changes of the account data like the others', () => {
    const after = { ...before, personType: 'individual' as const, document: '529.982.247-25', groups: ['Sul'] };
    expect(userChanges(before, after)).toEqual([
      { field: 'personType', before: '', after: 'individual' },
      { field: 'document', before: '', after: '529.982.247-25' },
      { field: 'groups', before: '', after: 'Sul' },
    ]);
  });
});

describe('the audit of a subject or a tag change', () => {
  const subject = subjectFromForm(cocoa);

  it('keeps only a subject’s changed fields, as text, the routes as the form writes them', () => {
    const after = {
      ...subject,
      nameEnEu: 'Cocoa beans',
      habilitado: false,
      originCode: 251,
      platformWdmaRoute: [{ country: 'BR', routeName: 'cacau' }],
    };
    expect(subjectChanges(subject, after)).toEqual([
      { field: 'nameEnEu', before: 'Cocoa', after: 'Cocoa beans' },
      { field: 'habilitado', before: 'true', after: 'false' },
      { field: 'originCode', before: '250', after: '251' },
      { field: 'platformWdmaRoute', before: 'BR:cacau, AR:cacao', after: 'BR:cacau' },
    ]);
    // The subject's code is the record's own, not one of its fields.
    const renumbered: AdminSubject = { ...subject, id: 302 };
    expect(subjectChanges(subject, renumbered)).toEqual([]);
    expect(subjectChanges(subject, { ...subject })).toEqual([]);
  });

  it('records a new subject’s filled fields', () => {
    expect(subjectChanges(null, { ...subject, habilitado: false }).map((change) => change.field)).toEqual([
      'nome',
      'namePtBr',
      'nameEnEu',
      'nameEsEs',
      'nameEsAr',
      'namePtPt',
      'icone',
      'iconSize',
      'originCode',
      'mne',
      'platformWdmaRoute',
    ]);
    expect(subjectChanges(null, subject).find((change) => change.field === 'mne')).toEqual({
      field: 'mne',
      before: null,
      after: 'CAC',
    });
  });

  it('keeps only a tag’s changed fields; its content by code, whatever the order', () => {
    const rain = tagFromForm({
      namePtBr: 'Chuva',
      nameEnEu: 'Rain',
      nameEsEs: 'Lluvia',
      nameEsAr: 'Lluvia',
      namePtPt: 'Chuva',
      category: 'Clima',
      contentIds: '12, 3',
    });
    expect(tagChanges(rain, { ...rain, category: 'Tempo', contentIds: [3, 12, 40] })).toEqual([
      { field: 'category', before: 'Clima', after: 'Tempo' },
      { field: 'contentIds', before: '3,12', after: '3,12,40' },
    ]);
    expect(tagChanges(rain, { ...rain, contentIds: [12, 3] })).toEqual([]);
    expect(tagChanges(null, { ...rain, contentIds: [] }).map((change) => change.field)).toEqual([
      'namePtBr',
      'nameEnEu',
      'nameEsEs',
      'nameEsAr',
      'namePtPt',
      'category',
    ]);
  });
});

describe('the tag form', () => {
  it('needs every name and the category, and content by code', () => {
    expect(fieldsOf(validateTagForm({ ...EMPTY_TAG_FORM, namePtBr: 'Chuva', contentIds: '1, x' }))).toEqual([
      'nameEnEu',
      'nameEsEs',
      'nameEsAr',
      'namePtPt',
      'category',
      'contentIds',
    ]);
    expect(
      tagFromForm({
        namePtBr: 'Chuva',
        nameEnEu: 'Rain',
        nameEsEs: 'Lluvia',
        nameEsAr: 'Lluvia',
        namePtPt: 'Chuva',
        category: 'Clima',
        contentIds: '12, 3, 12',
      }).contentIds,
    ).toEqual([3, 12]);
  });
});

describe('saving a register form', () => {
  it('sends nothing when the form breaks a rule, and creates or updates by the id', async () => {
    const api = new FakeAdminApi();
    await expect(new SaveSubjectUseCase(api).execute({ ...cocoa, mne: '' }, null)).rejects.toBeInstanceOf(
      FormIssuesError,
    );
    expect(api.sent).toEqual([]);
    await new SaveSubjectUseCase(api).execute(cocoa, null);
    // Editing keeps the subject's code whatever the form's id says.
    await new SaveSubjectUseCase(api).execute({ ...cocoa, id: '', nameEnEu: 'Cacao beans' }, 301);
    expect(api.subjectRows).toEqual([expect.objectContaining({ id: 301, nameEnEu: 'Cacao beans' })]);
    await expect(
      new SaveUserUseCase(api).execute(userToForm(await api.updateUser(1, before())), null),
    ).rejects.toBeInstanceOf(FormIssuesError);
    const tag = await new SaveTagUseCase(api).execute(
      { ...EMPTY_TAG_FORM, namePtBr: 'a', nameEnEu: 'a', nameEsEs: 'a', nameEsAr: 'a', namePtPt: 'a', category: 'c' },
      null,
    );
    expect(tag.id).toBe(1);
  });

  function before(): AdminUserFields {
    return userFieldsFromForm({ ...EMPTY_USER_FORM, email: 'b@example.com', name: 'B' });
  }
});

describe('a list page as a server answers it', () => {
  it('filters, sorts and pages', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `n${i + 1}` }));
    const page = pageOf(rows, { page: 2, pageSize: 10, sort: 'id', dir: 'desc', filters: {} });
    expect(page).toEqual({ items: [rows[1], rows[0]], total: 12, page: 2, pageSize: 10 });
  });
});
