import { type AreaTexts, type Differences } from '../kit/i18n/area-texts';

/** Texts of the session machinery (namespace session): the tab blanked because another tab took the session over. */
const PtBr = {
  blanked: {
    title: 'Sessão aberta em outra aba',
    message: 'Você entrou no Celeiro em outra aba ou janela deste navegador, por isso esta aba foi fechada.',
    useHere: 'Usar nesta aba',
  },
};

const EnEu: typeof PtBr = {
  blanked: {
    title: 'Session open in another tab',
    message: 'You signed in to Celeiro in another tab or window of this browser, so this tab was closed.',
    useHere: 'Use this tab',
  },
};

const EsEs: typeof PtBr = {
  blanked: {
    title: 'Sesión abierta en otra pestaña',
    message:
      'Ha iniciado sesión en Celeiro en otra pestaña o ventana de este navegador, por eso esta pestaña se ha cerrado.',
    useHere: 'Usar esta pestaña',
  },
};

const EsAr: Differences<typeof PtBr> = {
  blanked: {
    message: 'Ingresaste a Celeiro en otra pestaña o ventana de este navegador, por eso cerramos esta pestaña.',
  },
};

const PtPt: typeof PtBr = {
  blanked: {
    title: 'Sessão aberta noutro separador',
    message:
      'Iniciou sessão no Celeiro noutro separador ou janela deste navegador, por isso este separador foi fechado.',
    useHere: 'Usar este separador',
  },
};

export const SESSION_TEXTS = { PtBr, EnEu, EsEs, EsAr, PtPt } satisfies AreaTexts;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../kit/i18n/area-texts' {
  interface NamespaceTexts {
    session: typeof PtBr;
  }
}
