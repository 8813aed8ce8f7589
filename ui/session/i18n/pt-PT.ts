import { type NamespaceTexts } from '../../kit/i18n/area-texts';

const PtPt: NamespaceTexts['session'] = {
  blanked: {
    title: 'Sessão aberta noutro separador',
    message:
      'Iniciou sessão no Celeiro noutro separador ou janela deste navegador, por isso este separador foi fechado.',
    useHere: 'Usar este separador',
  },
};

export default PtPt;
