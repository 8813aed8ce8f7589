import { describe, expect, it } from 'vitest';
import {
  chooseVoice,
  contentSpeechLanguage,
  DEFAULT_SPEECH_RATE,
  isSpeechRate,
  paragraphsOf,
  ReadAloudUseCase,
  readingOf,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
  SPEECH_RATES,
  speechRateOf,
} from '../../core';
import { FakeSpeech, settle } from '../fakes/fake-speech';

describe('the speech rate', () => {
  it('goes from 0.5 to 2, 1 by default', () => {
    expect([SPEECH_RATE_MIN, SPEECH_RATE_MAX, DEFAULT_SPEECH_RATE]).toEqual([0.5, 2, 1]);
    expect(SPEECH_RATES[0]).toBe(0.5);
    expect(SPEECH_RATES.at(-1)).toBe(2);
    expect(SPEECH_RATES.every(isSpeechRate)).toBe(true);
  });

  it.each([0.5, 1.25, 2])('keeps %d', (rate) => expect(speechRateOf(rate)).toBe(rate));

  it.each([0.4, 2.1, Number.NaN, Infinity, '1.5', null, undefined])('reads %j as the default 1', (rate) => {
    expect(isSpeechRate(rate)).toBe(false);
    expect(speechRateOf(rate)).toBe(1);
  });
});

describe('the paragraphs read from a body', () => {
  it('reads each block as one paragraph of plain text', () => {
    const html =
      '<h2>Soja</h2><p>A <strong>safra</strong>\n  cresce&nbsp;5%.</p><ul><li>Um</li><li>Dois &amp; três</li></ul>' +
      '<p>Linha<br>seguinte</p><div><p></p></div>';
    expect(paragraphsOf(html)).toEqual(['Soja', 'A safra cresce 5%.', 'Um', 'Dois & três', 'Linha', 'seguinte']);
  });

  it('never reads scripts, styles or comments, and decodes numeric entities', () => {
    expect(paragraphsOf('<style>p{}</style><p>Pre&#231;o &#x2013; alta<!-- nota --></p><script>x()</script>')).toEqual([
      'Preço – alta',
    ]);
  });

  it('reads the title first, then the body', () => {
    expect(readingOf('  Milho  em alta ', '<p>Texto</p>')).toEqual(['Milho em alta', 'Texto']);
    expect(readingOf('', '')).toEqual([]);
  });
});

describe("the content's language", () => {
  it("is the reader's when the item is offered in it", () => {
    expect(contentSpeechLanguage(['PtBr', 'EnEu'], 'EnEu')).toBe('en-GB');
  });

  it("is the item's first language otherwise, and the reader's when the item names none", () => {
    expect(contentSpeechLanguage(['PtBr'], 'EsAr')).toBe('pt-BR');
    expect(contentSpeechLanguage([], 'PtPt')).toBe('pt-PT');
  });
});

describe('choosing a voice', () => {
  const voices = [
    { name: 'Joana', lang: 'pt-PT' },
    { name: 'Daniel', lang: 'en-GB', default: true },
    { name: 'Luciana', lang: 'pt_BR' },
    { name: 'Felipe', lang: 'pt-BR', localService: true },
  ];

  it('takes a voice of the same language and region, one on the device first', () => {
    expect(chooseVoice(voices, 'pt-BR')?.name).toBe('Felipe');
  });

  it('takes a voice of the same language when none has the region', () => {
    expect(chooseVoice(voices.slice(0, 2), 'pt-BR')?.name).toBe('Joana');
  });

  it('reports none when no voice speaks the language', () => {
    expect(chooseVoice(voices, 'es-AR')).toBeNull();
    expect(chooseVoice([], 'pt-BR')).toBeNull();
  });
});

describe('ReadAloudUseCase', () => {
  const item = { title: 'Soja', body: '<p>Um.</p><p>Dois.</p><p>Três.</p>', languages: ['PtBr' as const] };
  const setUp = () => {
    const speech = new FakeSpeech();
    return { speech, reading: new ReadAloudUseCase(speech) };
  };

  it('reads the title and each paragraph in turn, in the language and at the rate asked, showing which', async () => {
    const { speech, reading } = setUp();
    const seen: number[] = [];
    reading.subscribe((state) => seen.push(state.current));
    void reading.start(item, 'EnEu', 1.5);
    await settle();
    expect(reading.current()).toMatchObject({ status: 'speaking', current: 0, lang: 'pt-BR' });
    for (let i = 0; i < 4; i += 1) await speech.finish();
    expect(speech.spoken.map(({ text, lang, rate }) => [text, lang, rate])).toEqual([
      ['Soja', 'pt-BR', 1.5],
      ['Um.', 'pt-BR', 1.5],
      ['Dois.', 'pt-BR', 1.5],
      ['Três.', 'pt-BR', 1.5],
    ]);
    expect(reading.current()).toMatchObject({ status: 'idle', current: -1 });
    expect(seen).toContain(3);
  });

  it('reads at the default rate when the rate is out of bounds', async () => {
    const { speech, reading } = setUp();
    void reading.start(item, 'PtBr', 7);
    await settle();
    expect(speech.spoken[0]?.rate).toBe(1);
  });

  it('pauses on a paragraph and resumes it from its start', async () => {
    const { speech, reading } = setUp();
    void reading.start(item, 'PtBr', 1);
    await settle();
    await speech.finish();
    reading.pause();
    await settle();
    expect(reading.current()).toMatchObject({ status: 'paused', current: 1 });
    expect(speech.spoken[1]?.end).toBe('stopped');
    void reading.resume();
    await settle();
    expect(speech.speaking()).toBe('Um.');
    expect(reading.current()).toMatchObject({ status: 'speaking', current: 1 });
  });

  it('skips forward and back by paragraph, and stops', async () => {
    const { speech, reading } = setUp();
    void reading.start(item, 'PtBr', 1);
    await settle();
    void reading.next();
    await settle();
    void reading.next();
    await settle();
    expect(speech.speaking()).toBe('Dois.');
    void reading.previous();
    await settle();
    expect(speech.speaking()).toBe('Um.');
    reading.stop();
    await settle();
    expect(reading.current()).toMatchObject({ status: 'idle', current: -1 });
    expect(speech.speaking()).toBeNull();
    expect(speech.spoken.map((spoken) => spoken.text)).toEqual(['Soja', 'Um.', 'Dois.', 'Um.']);
  });

  it('skipping while paused chooses the paragraph to resume on, and nothing goes past the last', async () => {
    const { speech, reading } = setUp();
    void reading.start(item, 'PtBr', 1);
    await settle();
    reading.pause();
    await reading.next();
    await reading.next();
    await reading.next();
    await reading.next();
    expect(reading.current().current).toBe(3);
    void reading.resume();
    await settle();
    expect(speech.speaking()).toBe('Três.');
  });

  it('a new rate applies from the next paragraph', async () => {
    const { speech, reading } = setUp();
    void reading.start(item, 'PtBr', 1);
    await settle();
    reading.setRate(2);
    await speech.finish();
    expect(speech.spoken.map((spoken) => spoken.rate)).toEqual([1, 2]);
  });

  it('says so, and speaks nothing, when no voice speaks the language', async () => {
    const { speech, reading } = setUp();
    speech.voiceList = [{ name: 'Daniel', lang: 'en-GB' }];
    await reading.start(item, 'PtBr', 1);
    expect(reading.current()).toMatchObject({ status: 'no-voice', lang: 'pt-BR' });
    expect(speech.spoken).toEqual([]);
  });

  it('says so when there is no speech engine at all', async () => {
    const { speech, reading } = setUp();
    speech.present = false;
    await reading.start(item, 'PtBr', 1);
    expect(reading.current().status).toBe('unsupported');
  });

  it('shows a failure of the engine instead of going on silently', async () => {
    const { speech, reading } = setUp();
    speech.failNext = true;
    await reading.start(item, 'PtBr', 1);
    expect(reading.current().status).toBe('failed');
    expect(speech.spoken).toHaveLength(1);
  });
});
