// Core tasks of the validation feature.
import assert from 'node:assert/strict';
import {
  CATALOGUES,
  checkForm,
  formatCnpj,
  formatCpf,
  formatPhone,
  issueText,
  isValidCnpj,
  isValidCpf,
  isValidHighlightTitle,
  parseIconSize,
  sameAs,
  validateChangePassword,
  validateDemoRequest,
  validateForgotPassword,
  validateLostAccess,
  validateRegistration,
  validateResetPassword,
  type FieldIssue,
  type RegistrationInput,
} from '../../../core';
import { type CeleiroWorld } from '../world';
import { keepText, language } from './common';

/** Checks a CPF or CNPJ and keeps the verdict. */
export function checkDocument(world: CeleiroWorld, kind: 'CPF' | 'CNPJ', value: string): void {
  world.vars.set('documentValid', kind === 'CPF' ? isValidCpf(value) : isValidCnpj(value));
}

/** The kept document verdict is the one expected. */
export function expectDocument(world: CeleiroWorld, verdict: 'valid' | 'invalid'): void {
  assert.equal(world.vars.get('documentValid'), verdict === 'valid');
}

/** Formats a CPF, CNPJ or phone and keeps the text. */
export function formatValue(world: CeleiroWorld, kind: 'CPF' | 'CNPJ' | 'phone', typed: string): void {
  keepText(world, { CPF: formatCpf, CNPJ: formatCnpj, phone: formatPhone }[kind](typed));
}

/** Keeps the issues of a check. */
function keepIssues(world: CeleiroWorld, issues: FieldIssue[]): void {
  world.vars.set('issues', issues);
}

function issues(world: CeleiroWorld): FieldIssue[] {
  return (world.vars.get('issues') as FieldIssue[] | undefined) ?? [];
}

/** The kept issue of a field reads as expected in the user's language. */
export function expectFieldMessage(world: CeleiroWorld, field: string, message: string): void {
  const issue = issues(world).find((candidate) => candidate.field === field);
  assert.ok(issue, `no issue on ${field}: ${JSON.stringify(issues(world))}`);
  assert.equal(issueText(issue, CATALOGUES[language(world)]), message);
}

/** A field and its confirmation are compared, by the confirmation rule of the forms. */
export function compareConfirmation(world: CeleiroWorld, value: string, repeat: string): void {
  const rules = {
    confirmation: [sameAs<{ value: string; confirmation: string }>('value', { message: 'fieldsMustMatch' })],
  };
  keepIssues(world, checkForm(rules, { value, confirmation: repeat }));
}

/** Someone asks to recover a password for an e-mail. */
export function askPasswordRecovery(world: CeleiroWorld, email: string): void {
  keepIssues(world, validateForgotPassword({ email }));
}

/** Someone reports lost access with an e-mail and a phone. */
export function reportLostAccess(world: CeleiroWorld, email: string, phone: string): void {
  keepIssues(world, validateLostAccess({ email, phone, message: 'I lost my access' }));
}

/** A new password is chosen on the reset form. */
export function chooseResetPassword(world: CeleiroWorld, password: string, repeat: string): void {
  keepIssues(
    world,
    validateResetPassword({ password, repeat }).map((issue) => ({
      ...issue,
      field: issue.field === 'repeat' ? 'confirmation' : issue.field,
    })),
  );
}

/** The change-password form is filled. */
export function changePassword(
  world: CeleiroWorld,
  current: string,
  next: string,
  repeat: string,
  currentRefused = false,
): void {
  keepIssues(
    world,
    validateChangePassword({ current, next, repeat, ...(currentRefused ? { currentIsValid: false } : {}) }),
  );
}

/** Nothing was wrong. */
export function expectAccepted(world: CeleiroWorld): void {
  assert.deepEqual(issues(world), []);
}

/** The check was refused with a catalogue code. */
export function expectRefusedWithCode(world: CeleiroWorld, code: number): void {
  assert.ok(
    issues(world).some((issue) => 'code' in issue && issue.code === code),
    JSON.stringify(issues(world)),
  );
}

/** The check was refused with a message, in the user's language. */
export function expectRefusedSaying(world: CeleiroWorld, message: string): void {
  const texts = issues(world).map((issue) => issueText(issue, CATALOGUES[language(world)]));
  assert.ok(texts.includes(message), `"${message}" not among ${JSON.stringify(texts)}`);
}

/** A complete, correct registration except for the document given. */
export function prepareRegistration(world: CeleiroWorld, type: 'individual' | 'company', document: string): void {
  const input: RegistrationInput = {
    email: 'maria@example.com',
    emailRepeat: 'maria@example.com',
    name: 'Maria Souza',
    userType: type,
    document,
    phone: '11987654321',
    password: 'Celeiro#2026',
    acceptedTerms: true,
  };
  world.vars.set('registration', input);
  keepIssues(world, validateRegistration(input));
}

/** The prepared registration leaves the Terms of Use unaccepted. */
export function leaveTermsUnaccepted(world: CeleiroWorld): void {
  keepIssues(
    world,
    validateRegistration({ ...(world.vars.get('registration') as RegistrationInput), acceptedTerms: false }),
  );
}

/** A demo is requested with a phone. */
export function requestDemo(world: CeleiroWorld, phone: string): void {
  keepIssues(world, validateDemoRequest({ phone }));
}

/** A highlight title of a given length is checked. */
export function titleHighlight(world: CeleiroWorld, length: number): void {
  world.vars.set('titleValid', isValidHighlightTitle('a'.repeat(length)));
}

/** The kept highlight-title verdict. */
export function expectHighlightTitle(world: CeleiroWorld, verdict: 'valid' | 'invalid'): void {
  assert.equal(world.vars.get('titleValid'), verdict === 'valid');
}

/** An icon size is read. */
export function sizeIcon(world: CeleiroWorld, size: string, defaultSize: number): void {
  world.vars.set('iconSize', parseIconSize(size, defaultSize));
}

/** The icon size read is the one expected. */
export function expectIconSize(world: CeleiroWorld, value: number, unit: string): void {
  assert.deepEqual(world.vars.get('iconSize'), { value, unit });
}
