// The numbers a text states about a rule (the trial's days, the forecast's, a link's validity, a field's length) come
// from the core's constants, so a text cannot say 7 days while the rule says 10.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASK_ANALYST_QUESTION_MAX,
  CONFIRMATION_TOKEN_VALIDITY_HOURS,
  DATA_EXPORT_LINK_HOURS,
  DEMO_TRIAL_DAYS,
  DOWNLOAD_TOKEN_VALIDITY_DAYS,
  EMAILED_CODE_LENGTH,
  FORECAST_DAYS,
  HIGHLIGHT_TITLE_MAX_LENGTH,
  PIN_LENGTH,
  QUOTES_DELAY_MINUTES,
  RAINFALL_DAYS,
} from '../../core';
import { textsFileOf } from '../../ui/kit/i18n/area-texts';

const root = new URL('../../', import.meta.url).pathname;

/** The files that word texts: the interface's texts files, the core's messages, the server's texts and mails. */
function textFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => textsFileOf(file) ?? /\/messages\.ts$|texts\.ts$|\/mails\.ts$/.test(file));
}

const DAYS = '(?:dias|días|days|day)';
const CHARACTERS = '(?:caracteres|carateres|characters)';
const HOURS = '(?:horas|hours|hour)';
const MINUTES = '(?:minutos|minutes|minute)';
const DIGITS = '(?:dígitos|algarismos|digits|digit)';
/** Each constant, and the unit a text would write its value with. */
const STATED: readonly [string, number, string][] = [
  ['DEMO_TRIAL_DAYS', DEMO_TRIAL_DAYS, DAYS],
  ['FORECAST_DAYS', FORECAST_DAYS, DAYS],
  ['RAINFALL_DAYS', RAINFALL_DAYS, DAYS],
  ['DOWNLOAD_TOKEN_VALIDITY_DAYS', DOWNLOAD_TOKEN_VALIDITY_DAYS, DAYS],
  ['ASK_ANALYST_QUESTION_MAX', ASK_ANALYST_QUESTION_MAX, CHARACTERS],
  ['HIGHLIGHT_TITLE_MAX_LENGTH', HIGHLIGHT_TITLE_MAX_LENGTH, CHARACTERS],
  ['CONFIRMATION_TOKEN_VALIDITY_HOURS', CONFIRMATION_TOKEN_VALIDITY_HOURS, HOURS],
  ['DATA_EXPORT_LINK_HOURS', DATA_EXPORT_LINK_HOURS, HOURS],
  ['QUOTES_DELAY_MINUTES', QUOTES_DELAY_MINUTES, MINUTES],
  ['EMAILED_CODE_LENGTH', EMAILED_CODE_LENGTH, DIGITS],
  ['PIN_LENGTH', PIN_LENGTH, DIGITS],
];

/** The lines of the texts that write a constant's value as a number, `file:line: text`. */
function writtenOut(files: readonly string[], value: number, unit: string): string[] {
  const pattern = new RegExp(`(?<![\\w$])${value}[ -]${unit}\\b`, 'u');
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((line, index) => [line, index] as const)
      .filter(([line]) => pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
      .map(([line, index]) => `${file}:${index + 1}: ${line.trim()}`),
  );
}

describe('the texts state the rules’ numbers from the core’s constants', () => {
  const files = ['ui', 'core', 'server'].flatMap(textFiles);

  it('finds the texts files of every layer', () => {
    expect(files).toEqual(expect.arrayContaining(['ui/services/i18n/pt-BR.ts', 'core/services/messages.ts']));
    expect(files.filter((file) => file.startsWith('server/'))).not.toEqual([]);
  });

  it.each(STATED)('no text writes %s (%i) as a number', (_name, value, unit) => {
    expect(writtenOut(files, value, unit)).toEqual([]);
  });

  it('a check of the check: a text that writes the trial as "7 dias" is found', () => {
    expect(writtenOut(['ui/content/i18n/download/pt-BR.ts'], DOWNLOAD_TOKEN_VALIDITY_DAYS, DAYS)).toEqual([]);
    const pattern = new RegExp(`(?<![\\w$])${DEMO_TRIAL_DAYS}[ -]${DAYS}\\b`, 'u');
    expect(pattern.test('Demonstração de 7 dias')).toBe(true);
    expect(pattern.test('Demonstração de ${DEMO_TRIAL_DAYS} dias')).toBe(false);
  });
});
