import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  ApiError,
  CHANGE_PASSWORD_RULES,
  checkForm,
  ErrorCode,
  FormIssuesError,
  issueKey,
  LOST_ACCESS_RULES,
  NEW_CLIENT_RULES,
  REGISTRATION_RULES,
  RESET_PASSWORD_RULES,
  type FormRules,
} from '../../core';
import {
  ChangePasswordDto,
  LostAccessDto,
  NewClientDto,
  RegisterDto,
  ResetPasswordDto,
} from '../../ui/account/dto/account-forms.dto';
import { API_TEXT, errorText, issueError } from '../../ui/kit/forms/form-issues';
import { FormViewModel } from '../../ui/kit/forms/form.view-model';

/** The react-hook-form errors of a DTO's resolver for some values, as field → error type. */
async function resolverTypes<V extends Record<string, unknown>>(
  Dto: new () => V,
  values: V,
): Promise<Record<string, string>> {
  const { errors } = await classValidatorResolver(Dto)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { type: string }).type]));
}

/** The core's issues of the same values, as field → issue key. */
function coreKeys<V>(rules: FormRules<V>, values: V): Record<string, string> {
  return Object.fromEntries(checkForm(rules, values).map((issue) => [issue.field, issueKey(issue)]));
}

// Values that hit every rule: empty, blank, good, bad, and equal or different across fields.
const text = fc.constantFrom(
  '',
  '  ',
  'maria@example.com',
  'MARIA@example.com ',
  'maria@',
  'x',
  'Segredo#1',
  '529.982.247-25',
  '12.ABC.345/01DE-35',
  '11 98765-4321',
  '1198',
);

describe("the browser's form rules", () => {
  it.each([
    [
      'registration',
      RegisterDto,
      REGISTRATION_RULES,
      fc.record({
        userType: fc.constantFrom('individual' as const, 'company' as const),
        document: text,
        name: text,
        email: text,
        emailRepeat: text,
        phone: text,
        password: text,
        acceptedTerms: fc.boolean(),
      }),
    ],
    [
      'change password',
      ChangePasswordDto,
      CHANGE_PASSWORD_RULES,
      fc.record({ current: text, next: text, repeat: text }),
    ],
    ['reset password', ResetPasswordDto, RESET_PASSWORD_RULES, fc.record({ password: text, repeat: text })],
    ['lost access', LostAccessDto, LOST_ACCESS_RULES, fc.record({ email: text, phone: text, message: text })],
    ['new client', NewClientDto, NEW_CLIENT_RULES, fc.record({ name: text, email: text, phone: text })],
  ] as const)(
    "of the %s form are the core's: each field fails with the key of the core's issue, or not at all",
    async (_form, Dto, rules, values) => {
      await fc.assert(
        fc.asyncProperty(values as fc.Arbitrary<Record<string, unknown>>, async (form) => {
          expect(await resolverTypes(Dto as unknown as new () => Record<string, unknown>, form)).toEqual(
            coreKeys(rules as FormRules<Record<string, unknown>>, form),
          );
        }),
        { numRuns: 150 },
      );
    },
  );

  it("read as the core says them, in the current language; the API's own words as they came", () => {
    expect(errorText(issueError({ field: 'document', code: ErrorCode.INVALID_CPF }), CATALOGUES.PtBr)).toBe(
      'CPF inválido.',
    );
    expect(errorText(issueError({ field: 'repeat', message: 'fieldsMustMatch' }), CATALOGUES.EnEu)).toBe(
      'Fields must be the same',
    );
    expect(issueError({ field: 'name', text: 'Nome inválido' })).toEqual({ type: API_TEXT, message: 'Nome inválido' });
    expect(errorText({ type: API_TEXT, message: 'Nome inválido' }, CATALOGUES.EnEu)).toBe('Nome inválido');
    expect(errorText(undefined, CATALOGUES.PtBr)).toBeUndefined();
  });
});

describe('the form view-model', () => {
  type Values = { name: string; email: string };
  const rules: FormRules<Values> = { name: [], email: [] };
  const refusing = (error: unknown) =>
    new FormViewModel<Values>(() => Promise.reject(error), {
      rules,
      apiNames: { nome: 'name' },
      codes: { [ErrorCode.EMAIL_NOT_FOUND]: 'email' },
    });
  const values: Values = { name: 'Maria', email: 'maria@example.com' };

  it('answers what the call answered, pending while it runs, once at a time', async () => {
    let finish!: (value: string) => void;
    const form = new FormViewModel<Values, string>(() => new Promise((resolve) => (finish = resolve)), { rules });
    const first = form.submit(values);
    expect(form.pending).toBe(true);
    expect(await form.submit(values)).toEqual({ kind: 'busy' });
    finish('sent');
    expect(await first).toEqual({ kind: 'done', value: 'sent' });
    expect(form.pending).toBe(false);
    expect(form.done).toBe(true);
  });

  it("marks the fields of the core's refusal", async () => {
    expect(await refusing(new FormIssuesError([{ field: 'email', message: 'invalidEmail' }])).submit(values)).toEqual({
      kind: 'refused',
      issues: [{ field: 'email', message: 'invalidEmail' }],
    });
  });

  it("marks the API's erros[] on the fields they name, by the API's name or the form's, with the API's words", async () => {
    const body = {
      errorType: 'ValidationError',
      code: 400,
      erros: [
        { field: 'nome', message: 'Nome inválido' },
        { field: 'email', message: 'E-mail inválido' },
        { field: 'other', message: 'x' },
      ],
    };
    expect(await refusing(new ApiError(400, body)).submit(values)).toEqual({
      kind: 'refused',
      issues: [
        { field: 'name', text: 'Nome inválido' },
        { field: 'email', text: 'E-mail inválido' },
      ],
    });
  });

  it('marks the field a business code belongs to', async () => {
    expect(
      await refusing(new ApiError(400, { errorType: 'BusinessError', code: ErrorCode.EMAIL_NOT_FOUND })).submit(values),
    ).toEqual({
      kind: 'refused',
      issues: [{ field: 'email', code: ErrorCode.EMAIL_NOT_FOUND }],
    });
  });

  it('answers a plain failure for anything else (the transport presenter has shown it), keeping nothing back', async () => {
    const failures = [
      new ApiError(400, { errorType: 'BusinessError', code: ErrorCode.USER_DISABLED }),
      new ApiError(400, { errorType: 'ValidationError', erros: [{ field: 'other', message: 'x' }] }),
      new ApiError(undefined, undefined),
      new Error('config.json: HTTP 500'),
    ];
    for (const failure of failures) {
      const form = refusing(failure);
      expect(await form.submit(values)).toEqual({ kind: 'failed' });
      expect(form.pending).toBe(false);
    }
  });
});
