/** Texts of the session machinery (namespace session): the tab blanked because another tab took the session over. */
const PtBr = {
  blanked: {
    title: 'Sessão aberta em outra aba',
    message: 'Você entrou no Celeiro em outra aba ou janela deste navegador, por isso esta aba foi fechada.',
    useHere: 'Usar nesta aba',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    session: typeof PtBr;
  }
}
