import { describe, expect, it } from 'vitest';
import {
  addServicesMessages,
  ASK_ANALYST_QUESTION_MAX,
  askAnalystAvailability,
  askAnalystDefaults,
  AskAnalystUseCase,
  FormIssuesError,
  isIssueKey,
  isServiceOption,
  issueText,
  mayUseService,
  QUESTIONS_EXHAUSTED,
  SERVICE_OPTIONS,
  validateAskAnalyst,
  type AskAnalystInput,
} from '../../core';
import { FakeServicesApi } from '../fakes/fake-services-api';

const good: AskAnalystInput = {
  email: ' mariana@fazenda.example ',
  name: ' Mariana ',
  question: '  Como fica o milho em março?  ',
  commodity: '13',
};

describe('ask the analyst: the form', () => {
  it('accepts a well-filled form', () => {
    expect(validateAskAnalyst(good)).toEqual([]);
  });

  it('needs every field, in the order of the form', () => {
    expect(validateAskAnalyst({ email: '', name: ' ', question: '', commodity: '' })).toEqual([
      { field: 'email', message: 'required' },
      { field: 'name', message: 'required' },
      { field: 'question', message: 'required' },
      { field: 'commodity', message: 'services.chooseOne' },
    ]);
  });

  it('needs a well-formed e-mail and a commodity id', () => {
    expect(validateAskAnalyst({ ...good, email: 'mariana@', commodity: 'soja' })).toEqual([
      { field: 'email', message: 'invalidEmail' },
      { field: 'commodity', message: 'services.chooseOne' },
    ]);
    expect(validateAskAnalyst({ ...good, commodity: '0' })).toEqual([
      { field: 'commodity', message: 'services.chooseOne' },
    ]);
  });

  it('takes a question of at most 2000 characters, blanks around it not counted', () => {
    expect(validateAskAnalyst({ ...good, question: ` ${'a'.repeat(ASK_ANALYST_QUESTION_MAX)} ` })).toEqual([]);
    expect(validateAskAnalyst({ ...good, question: 'a'.repeat(ASK_ANALYST_QUESTION_MAX + 1) })).toEqual([
      { field: 'question', message: 'services.questionTooLong' },
    ]);
  });

  it("has its messages in every locale, PtPt's own, once the area's messages are added", () => {
    expect(isIssueKey('services.chooseOne')).toBe(false);
    addServicesMessages();
    expect(isIssueKey('services.chooseOne')).toBe(true);
    expect(issueText({ field: 'commodity', message: 'services.chooseOne' }, 'EsAr')).toBe('Elegí una opción');
    expect(issueText({ field: 'question', message: 'services.questionTooLong' }, 'EnEu')).toBe(
      'The question must have at most 2000 characters',
    );
    expect(QUESTIONS_EXHAUSTED.PtPt).toBe('Já não tem perguntas ao analista disponíveis este mês');
    expect(QUESTIONS_EXHAUSTED.PtPt).not.toBe(QUESTIONS_EXHAUSTED.PtBr);
  });

  it("starts with the user's e-mail and name", () => {
    expect(askAnalystDefaults({ email: 'a@b.example', nome: 'Ana' })).toEqual({
      email: 'a@b.example',
      name: 'Ana',
      question: '',
      commodity: '',
    });
    expect(askAnalystDefaults(null)).toEqual({ email: '', name: '', question: '', commodity: '' });
  });
});

describe('ask the analyst: sending', () => {
  it('sends the question trimmed, with the commodity as a number, and answers the questions left', async () => {
    const api = new FakeServicesApi();
    await expect(new AskAnalystUseCase(api).execute(good)).resolves.toEqual({ available: 2 });
    expect(api.sent).toEqual([
      { email: 'mariana@fazenda.example', name: 'Mariana', question: 'Como fica o milho em março?', commodity: 13 },
    ]);
  });

  it('sends nothing when the form breaks a rule', async () => {
    const api = new FakeServicesApi();
    await expect(new AskAnalystUseCase(api).execute({ ...good, commodity: '' })).rejects.toBeInstanceOf(
      FormIssuesError,
    );
    expect(api.sent).toEqual([]);
  });

  it('after the last question the entry opens the contact dialog', async () => {
    const api = new FakeServicesApi();
    api.used = 2;
    const { available } = await new AskAnalystUseCase(api).execute(good);
    expect(askAnalystAvailability(available)).toEqual({ kind: 'contact-dialog' });
  });
});

describe('service options', () => {
  it('names the services of the area', () => {
    expect(SERVICE_OPTIONS).toEqual([
      'ask-analyst',
      'freight-calculator',
      'ship-line-up',
      'weather',
      'open-line',
      'monthly-teleconference',
      'consulting',
    ]);
    expect(isServiceOption('weather')).toBe(true);
    expect(isServiceOption('quotes')).toBe(false);
  });

  it("a service is open only when the user's options include it", () => {
    expect(mayUseService(['ask-analyst'], 'ask-analyst')).toBe(true);
    expect(mayUseService([], 'ask-analyst')).toBe(false);
    expect(mayUseService(['weather'], 'ask-analyst')).toBe(false);
  });
});
