import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../core';

/**
 * The catalogue's texts that are right, word for word, in Brazilian and in European Portuguese, so its PtPt column
 * may repeat PtBr. Exact texts, not codes or keys: a new message whose PtPt merely copies PtBr is caught.
 */
const SAME_IN_PT_PT: ReadonlySet<string> = new Set<string>([
  // Not found, invalid, expired: the same words and the same order in both variants.
  'Documento não encontrado.',
  'Documento público não encontrado.',
  'Dispositivo não encontrado.',
  'Campo não encontrado.',
  'Código inválido.',
  'Código expirado.',
  'Campo em formato inválido.',
  // Brazil's taxpayer numbers, named as they are (the product serves Brazil's market).
  'CPF inválido.',
  'CNPJ inválido.',
  // Titles and short messages both variants write alike.
  'Erro',
  'Aviso',
  'Sucesso',
  'Acesso',
  'Acesso negado',
  'Não autorizado.',
  'Erro ao executar a operação',
  // A technical message of the specification, word for word in every locale.
  'Timeout: Nenhuma resposta recebida do postMessage.',
]);

/** Every message of the catalogue, by code or key. */
const MESSAGES: [string, { PtBr: string; PtPt: string }][] = [
  ...Object.entries(CATALOGUES.PtBr.business).map(([code, PtBr]): [string, { PtBr: string; PtPt: string }] => [
    `code ${code}`,
    { PtBr, PtPt: CATALOGUES.PtPt.business[Number(code) as keyof typeof CATALOGUES.PtPt.business] },
  ]),
  ...Object.entries(CATALOGUES.PtBr.other).map(([key, PtBr]): [string, { PtBr: string; PtPt: string }] => [
    key,
    { PtBr, PtPt: CATALOGUES.PtPt.other[key as keyof typeof CATALOGUES.PtPt.other] },
  ]),
];

const repeated = MESSAGES.filter(([, texts]) => texts.PtPt === texts.PtBr);

describe("the catalogue's PtPt column", () => {
  it('is European Portuguese: no message repeats PtBr unless it is right in both variants', () => {
    expect(
      repeated.filter(([, texts]) => !SAME_IN_PT_PT.has(texts.PtBr)).map(([key, texts]) => `${key} = ${texts.PtBr}`),
    ).toEqual([]);
  });

  it('keeps its allow-list honest: every entry is a message PtPt repeats', () => {
    const texts = new Set(repeated.map(([, t]) => t.PtBr));
    expect([...SAME_IN_PT_PT].filter((text) => !texts.has(text))).toEqual([]);
  });
});
