import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  checkForm,
  differentFrom,
  ErrorCode,
  fieldsMatch,
  firstBrokenRule,
  formatCnpj,
  formatCpf,
  formatPhone,
  isIssueKey,
  issueKey,
  issueOfKey,
  MASK_PATTERNS,
  CATALOGUES,
  REGISTRATION_RULES,
  required,
  sameAs,
  type FieldRule,
  type IssueKey,
  iconSizeCss,
  isCommonPassword,
  isValidEmail,
  isValidHighlightTitle,
  isValidPhone,
  issueText,
  LOCALES,
  MIN_PASSWORD_LENGTH,
  parseIconSize,
  passwordIssue,
  passwordRuleHint,
  validateChangePassword,
  validateDemoRequest,
  validateForgotPassword,
  validateHighlightTitle,
  validateLostAccess,
  validateRegistration,
  validateResetPassword,
  VALIDATION_MESSAGES,
  type RegistrationInput,
} from '../../core';
import { COMMON_PASSWORDS_MIN_LENGTH, COMMON_PASSWORDS_TEXT } from '../../core/kernel/validation/common-passwords';

// The field messages are checked in every locale.

describe('formatPhone', () => {
  it('masks 11 digits as 00 00000-0000', () => {
    expect(formatPhone('11987654321')).toBe('11 98765-4321');
    expect(formatPhone('(11) 98765-4321')).toBe('11 98765-4321');
  });

  it('masks 12 digits with a three-digit area group: 000 00000-0000', () => {
    expect(formatPhone('011987654321')).toBe('011 98765-4321');
  });

  it.each(['', '1198765432', '1198765432100', 'abc', null, undefined])(
    'gives an empty result for %j (not 11 or 12 digits)',
    (value) => {
      expect(formatPhone(value)).toBe('');
      expect(isValidPhone(value)).toBe(false);
    },
  );

  it('format ∘ strip round-trips for any 11 or 12 digits: the digits of the formatted phone are the input', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 11, max: 12 })
          .chain((n) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n })),
        (d) => {
          const bare = d.join('');
          const formatted = formatPhone(bare);
          return formatted.replace(/\D/g, '') === bare && formatPhone(formatted) === formatted;
        },
      ),
    );
  });

  it('formats to empty any digit string whose length is not 11 or 12', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 })
          .filter((s) => s.length !== 11 && s.length !== 12),
        (bare) => formatPhone(bare) === '',
      ),
    );
  });
});

describe('isValidEmail', () => {
  it.each([
    'maria@example.com',
    'maria.souza+news@agro.com.br',
    ' maria@example.com ',
    'a_b-c@sub-domain.example.org',
    'X@Y.IO',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'maria',
    'maria@',
    '@example.com',
    'maria@example',
    'maria@@example.com',
    'maria example@x.com',
    'maria@exa mple.com',
    'maria@-example.com',
    'maria@example-.com',
    '.maria@example.com',
    'maria.@example.com',
    'ma..ria@example.com',
    'maria@example.c',
    'maria@example.com.',
    null,
    undefined,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects any address without exactly one @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => (s.match(/@/g) ?? []).length !== 1),
        (s) => !isValidEmail(s),
      ),
    );
  });
});

describe('the form messages', () => {
  it("shows 'Os campos devem ser iguais', 'Fields must be the same', 'Los campos deben ser los mismos' for confirmation fields", () => {
    const texts = LOCALES.map((locale) =>
      issueText({ field: 'repeat', message: 'fieldsMustMatch' }, CATALOGUES[locale]),
    );
    expect(texts).toEqual([
      'Os campos devem ser iguais',
      'Fields must be the same',
      'Los campos deben ser los mismos',
      'Los campos deben ser los mismos',
      'Os campos devem ser iguais',
    ]);
  });

  it("shows 'E-mail inválido', 'Invalid email', 'Email inválido' for an invalid e-mail", () => {
    const texts = LOCALES.map((locale) => issueText({ field: 'email', message: 'invalidEmail' }, CATALOGUES[locale]));
    expect(texts).toEqual(['E-mail inválido', 'Invalid email', 'Email inválido', 'Email inválido', 'E-mail inválido']);
  });

  it('has every message in every locale', () => {
    for (const [key, texts] of Object.entries(VALIDATION_MESSAGES))
      for (const locale of LOCALES) expect(texts[locale].trim(), `${key} ${locale}`).not.toBe('');
  });

  it('reads an issue as its message, its catalogue message or its code message', () => {
    expect(issueText({ field: 'x', message: 'fieldsMustMatch' }, CATALOGUES.EnEu)).toBe('Fields must be the same');
    expect(issueText({ field: 'x', message: 'demoFieldNotFound' }, CATALOGUES.EnEu)).toBe('Field not found.');
    expect(issueText({ field: 'x', code: 5351 }, CATALOGUES.EnEu)).toBe(
      'The new password and its confirmation do not match.',
    );
  });
});

describe('the confirmation rule', () => {
  it('asks equal values, exactly', () => {
    expect(fieldsMatch('abc', 'abc')).toBe(true);
    expect(fieldsMatch('abc', 'abc ')).toBe(false);
    expect(fieldsMatch('abc', 'ABC')).toBe(false);
    expect(fieldsMatch(null, '')).toBe(true);
  });
});

describe('the password rule', () => {
  it('asks at least 10 characters, counted as a person counts them, and nothing about their kinds', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
    expect(passwordIssue('password', 'x')).toEqual({ field: 'password', message: 'passwordTooShort' });
    expect(passwordIssue('password', 'Ab#1Ab#1A')).toEqual({ field: 'password', message: 'passwordTooShort' });
    expect(passwordIssue('password', 'çãéíõçãéí')).toEqual({ field: 'password', message: 'passwordTooShort' });
    expect(passwordIssue('password', '🌽🌽🌽🌽🌽🌽🌽🌽🌽')).toEqual({ field: 'password', message: 'passwordTooShort' });
    for (const good of ['Celeiro#2026', 'soja milho cafe', 'aaaaabbbbb', 'ÇÃÉÍÕÇÃÉÍÕ', '🌽🌽🌽🌽🌽🌽🌽🌽🌽🌽'])
      expect(passwordIssue('password', good), good).toBeNull();
  });

  it('refuses the long entries of the 10,000 most common passwords, whatever their case', () => {
    for (const common of ['1234567890', 'qwertyuiop', 'QwertyUiop', 'PASSWORD123', '1q2w3e4r5t', 'HarryPotter']) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordIssue('next', common), common).toEqual({ field: 'next', message: 'passwordTooCommon' });
    }
    expect(isCommonPassword('Celeiro#2026')).toBe(false);
  });

  it('keeps every entry the rule could let through: the list is cut no longer than the minimum', () => {
    expect(COMMON_PASSWORDS_MIN_LENGTH).toBeLessThanOrEqual(MIN_PASSWORD_LENGTH);
    const entries = COMMON_PASSWORDS_TEXT.split('\n');
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      expect(entry.length).toBeGreaterThanOrEqual(COMMON_PASSWORDS_MIN_LENGTH);
      expect(entry).toBe(entry.toLowerCase());
    }
  });

  it('has its messages and the rule shown before typing in every locale', () => {
    for (const locale of LOCALES) {
      for (const message of ['passwordTooShort', 'passwordTooCommon'] as const)
        expect(issueText({ field: 'password', message }, CATALOGUES[locale])).toMatch(/\S/);
      expect(passwordRuleHint(locale)).toContain('10');
    }
    expect(issueText({ field: 'password', message: 'passwordTooShort' }, CATALOGUES.PtBr)).toBe(
      'A senha deve ter pelo menos 10 caracteres',
    );
    expect(issueText({ field: 'password', message: 'passwordTooCommon' }, CATALOGUES.EnEu)).toBe(
      'This password is too common. Choose another one',
    );
    expect(passwordRuleHint('PtPt')).toBe('Use pelo menos 10 caracteres. Palavras-passe muito comuns não são aceites.');
  });
});

describe('validateChangePassword', () => {
  it('accepts a good form', () => {
    expect(
      validateChangePassword({ current: 'old-secret', next: 'new-secret-2026', repeat: 'new-secret-2026' }),
    ).toEqual([]);
  });

  it('applies the password rule to the new password', () => {
    expect(validateChangePassword({ current: 'old', next: 'short', repeat: 'short' })).toEqual([
      { field: 'next', message: 'passwordTooShort' },
    ]);
    expect(validateChangePassword({ current: 'old', next: 'qwertyuiop', repeat: 'qwertyuiop' })).toEqual([
      { field: 'next', message: 'passwordTooCommon' },
    ]);
  });

  it('requires the three fields', () => {
    expect(validateChangePassword({ current: '', next: ' ', repeat: '' })).toEqual([
      { field: 'current', message: 'required' },
      { field: 'next', message: 'required' },
      { field: 'repeat', message: 'required' },
    ]);
  });

  it('gives 5351 when new and repeat differ', () => {
    expect(validateChangePassword({ current: 'old', next: 'new-secret-1', repeat: 'new-secret-2' })).toEqual([
      { field: 'repeat', code: 5351 },
    ]);
  });

  it('gives 5350 when the new password is the current one', () => {
    expect(validateChangePassword({ current: 'same', next: 'same', repeat: 'same' })).toEqual([
      { field: 'next', code: 5350 },
    ]);
  });

  it('gives 5207 once the current password is known to be invalid', () => {
    expect(
      validateChangePassword({ current: 'wrong', next: 'new-secret-1', repeat: 'new-secret-1', currentIsValid: false }),
    ).toEqual([{ field: 'current', code: 5207 }]);
  });
});

describe('validateResetPassword', () => {
  it('requires both fields and equal values', () => {
    expect(validateResetPassword({ password: 'Nova#Senha2026', repeat: 'Nova#Senha2026' })).toEqual([]);
    expect(validateResetPassword({ password: '', repeat: '' })).toEqual([
      { field: 'password', message: 'required' },
      { field: 'repeat', message: 'required' },
    ]);
    expect(validateResetPassword({ password: 'Nova#Senha2026', repeat: 'Nova#Senha2027' })).toEqual([
      { field: 'repeat', message: 'fieldsMustMatch' },
    ]);
  });

  it('applies the password rule to the new password', () => {
    expect(validateResetPassword({ password: 'a', repeat: 'a' })).toEqual([
      { field: 'password', message: 'passwordTooShort' },
    ]);
    expect(validateResetPassword({ password: '1234567890', repeat: '1234567890' })).toEqual([
      { field: 'password', message: 'passwordTooCommon' },
    ]);
  });
});

describe('the e-mail forms', () => {
  it('forgot password needs a valid e-mail', () => {
    expect(validateForgotPassword({ email: 'maria@example.com' })).toEqual([]);
    expect(validateForgotPassword({ email: 'maria' })).toEqual([{ field: 'email', message: 'invalidEmail' }]);
    expect(validateForgotPassword({ email: '' })).toEqual([{ field: 'email', message: 'required' }]);
  });

  it('lost access needs a valid e-mail, a phone and a message', () => {
    expect(validateLostAccess({ email: 'maria@example.com', phone: '11987654321', message: 'Perdi o acesso' })).toEqual(
      [],
    );
    expect(validateLostAccess({ email: 'x@', phone: '123', message: '' })).toEqual([
      { field: 'email', message: 'invalidEmail' },
      { field: 'phone', message: 'invalidPhone' },
      { field: 'message', message: 'required' },
    ]);
  });
});

describe('validateRegistration', () => {
  const good: RegistrationInput = {
    email: 'maria@example.com',
    emailRepeat: 'Maria@Example.com',
    name: 'Maria Souza',
    userType: 'individual',
    document: '529.982.247-25',
    phone: '11 98765-4321',
    password: 'Segredo#2026',
    acceptedTerms: true,
  };

  it('accepts a complete individual or company registration', () => {
    expect(validateRegistration(good)).toEqual([]);
    expect(validateRegistration({ ...good, userType: 'company', document: '12.ABC.345/01DE-35' })).toEqual([]);
  });

  it('requires the Terms of Use to be accepted', () => {
    expect(validateRegistration({ ...good, acceptedTerms: false })).toEqual([
      { field: 'acceptedTerms', message: 'termsRequired' },
    ]);
  });

  it('applies the password rule', () => {
    expect(validateRegistration({ ...good, password: 'x' })).toEqual([
      { field: 'password', message: 'passwordTooShort' },
    ]);
    expect(validateRegistration({ ...good, password: 'password123' })).toEqual([
      { field: 'password', message: 'passwordTooCommon' },
    ]);
  });

  it('asks the e-mail twice, the same', () => {
    expect(validateRegistration({ ...good, emailRepeat: 'other@example.com' })).toEqual([
      { field: 'emailRepeat', message: 'fieldsMustMatch' },
    ]);
  });

  it('asks a CPF of an individual (5204) and a CNPJ of a company (5205)', () => {
    expect(validateRegistration({ ...good, document: '529.982.247-24' })).toEqual([{ field: 'document', code: 5204 }]);
    expect(validateRegistration({ ...good, userType: 'company', document: '529.982.247-25' })).toEqual([
      { field: 'document', code: 5205 },
    ]);
  });

  it('reports every empty field', () => {
    const issues = validateRegistration({
      email: '',
      emailRepeat: '',
      name: '',
      userType: 'individual',
      document: '',
      phone: '',
      password: '',
      acceptedTerms: false,
    });
    expect(issues.map((i) => i.field)).toEqual([
      'email',
      'emailRepeat',
      'name',
      'document',
      'phone',
      'password',
      'acceptedTerms',
    ]);
  });
});

describe('validateDemoRequest', () => {
  it('needs the phone to exist and be well-formed (the check-info step)', () => {
    expect(validateDemoRequest({ phone: '11987654321' })).toEqual([]);
    expect(validateDemoRequest({ phone: '' })).toEqual([{ field: 'phone', message: 'demoFieldNotFound' }]);
    expect(validateDemoRequest({ phone: '1234' })).toEqual([{ field: 'phone', message: 'demoFieldInvalidFormat' }]);
  });
});

describe('highlight titles', () => {
  it('allow at most 120 characters', () => {
    expect(isValidHighlightTitle('a'.repeat(120))).toBe(true);
    expect(isValidHighlightTitle('a'.repeat(121))).toBe(false);
    expect(isValidHighlightTitle('ç'.repeat(120))).toBe(true);
    expect(validateHighlightTitle('a'.repeat(121))).toEqual([{ field: 'title', message: 'titleTooLong' }]);
    expect(validateHighlightTitle('  ')).toEqual([{ field: 'title', message: 'required' }]);
  });

  it('accept a title exactly when it has at most 120 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => isValidHighlightTitle(title) === [...title].length <= 120),
    );
  });
});

describe('parseIconSize', () => {
  it.each([
    [32, { value: 32, unit: 'px' }],
    ['32', { value: 32, unit: 'px' }],
    ['2x', { value: 2, unit: 'em' }],
    ['1.5x', { value: 1.5, unit: 'em' }],
    ['3X', { value: 3, unit: 'em' }],
    [' 20 ', { value: 20, unit: 'px' }],
  ])('reads %j as %j', (input, expected) => {
    expect(parseIconSize(input)).toEqual(expected);
  });

  it.each([[undefined], [null], [''], ['abc'], ['x'], ['2em'], [0], [-4], ['0x'], [Number.NaN]])(
    'defaults %j to 24 px',
    (input) => {
      expect(parseIconSize(input)).toEqual({ value: 24, unit: 'px' });
    },
  );

  it('defaults to the icon’s own default (28) when given', () => {
    expect(parseIconSize(undefined, 28)).toEqual({ value: 28, unit: 'px' });
  });

  it('gives the CSS length', () => {
    expect(iconSizeCss(parseIconSize('2x'))).toBe('2em');
    expect(iconSizeCss(parseIconSize(undefined))).toBe('24px');
  });

  it('reads any positive number n as n px and "nx" as n em', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        (n) =>
          parseIconSize(n).value === n &&
          parseIconSize(`${n}`).unit === 'px' &&
          parseIconSize(`${n}x`).unit === 'em' &&
          parseIconSize(`${n}x`).value === n,
      ),
    );
  });
});

describe('the masks', () => {
  it('are one set of patterns that the formatters fill', () => {
    expect(formatPhone('11987654321')).toBe(applyMask(MASK_PATTERNS.phone[1], '11987654321'));
    expect(formatPhone('011987654321')).toBe(applyMask(MASK_PATTERNS.phone[2], '011987654321'));
    expect(formatCpf('52998224725')).toBe(applyMask(MASK_PATTERNS.cpf[0], '52998224725'));
    expect(formatCnpj('12abc34501de35')).toBe(applyMask(MASK_PATTERNS.cnpj[0], '12ABC34501DE35'));
  });

  it('fill digit (0) and alphanumeric (#) slots alike, as far as the characters go', () => {
    expect(applyMask('##.###.###/####-00', '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask('000.000.000-00', '5299822')).toBe('529.982.2');
    expect(applyMask('00 00000-0000', '')).toBe('');
  });
});

describe('the form rules', () => {
  type Form = { a: string; b: string };
  const always = (issue: FieldRule<Form>['issue']): FieldRule<Form> => ({ issue, passes: () => false });

  it('give each field the issue of its first broken rule, in the order of the table', () => {
    const rules = {
      b: [required, always({ message: 'invalidEmail' })],
      a: [always({ code: ErrorCode.INVALID_CPF }), required],
    };
    expect(checkForm<Form>(rules, { a: '', b: 'x' })).toEqual([
      { field: 'b', message: 'invalidEmail' },
      { field: 'a', code: ErrorCode.INVALID_CPF },
    ]);
    expect(firstBrokenRule(rules.b, '', { a: '', b: '' })).toBe(required);
  });

  it('compare with another field only once both are filled', () => {
    const same = sameAs<Form>('b', { message: 'fieldsMustMatch' });
    const differs = differentFrom<Form>('b', { code: ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT });
    expect([
      same.passes('x', { a: 'x', b: '' }),
      same.passes('', { a: '', b: 'y' }),
      same.passes('x', { a: 'x', b: 'y' }),
    ]).toEqual([true, true, false]);
    expect([
      differs.passes('x', { a: 'x', b: '' }),
      differs.passes('x', { a: 'x', b: 'x' }),
      differs.passes('x', { a: 'x', b: 'y' }),
    ]).toEqual([true, false, true]);
  });

  it('ask the CPF or the CNPJ by the user type, each with its own code', () => {
    const document = REGISTRATION_RULES.document!;
    const form = (userType: 'individual' | 'company', value: string) => ({
      ...registration(),
      userType,
      document: value,
    });
    expect(firstBrokenRule(document, '529.982.247-24', form('individual', '529.982.247-24'))?.issue).toEqual({
      code: ErrorCode.INVALID_CPF,
    });
    expect(firstBrokenRule(document, '529.982.247-25', form('company', '529.982.247-25'))?.issue).toEqual({
      code: ErrorCode.INVALID_CNPJ,
    });
    expect(firstBrokenRule(document, '12.ABC.345/01DE-35', form('company', '12.ABC.345/01DE-35'))).toBeUndefined();
  });
});

describe('issue keys', () => {
  const keys: IssueKey[] = [
    ...(Object.keys(VALIDATION_MESSAGES) as IssueKey[]),
    ...(Object.keys(CATALOGUES.PtBr.other) as IssueKey[]),
    ...(Object.keys(ErrorCode) as IssueKey[]),
  ];

  it('name every message and code, and stand for the same issue both ways', () => {
    for (const key of keys) {
      expect(isIssueKey(key, CATALOGUES.PtBr)).toBe(true);
      expect(issueKey(issueOfKey(key))).toBe(key);
    }
    expect(issueOfKey('INVALID_CPF')).toEqual({ code: 5204 });
    expect(issueOfKey('required')).toEqual({ message: 'required' });
    expect(issueKey({ code: ErrorCode.PASSWORD_CONFIRMATION_MISMATCH })).toBe('PASSWORD_CONFIRMATION_MISMATCH');
  });

  it('are nothing else', () => {
    expect(['', 'code:5204', '5204', 'server', 'toString'].filter((key) => isIssueKey(key, CATALOGUES.PtBr))).toEqual(
      [],
    );
  });
});

function registration(): RegistrationInput {
  return {
    email: 'a@example.com',
    emailRepeat: 'a@example.com',
    name: 'A',
    userType: 'individual',
    document: '',
    phone: '11987654321',
    password: 'x',
    acceptedTerms: true,
  };
}
