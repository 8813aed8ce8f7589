import { type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsEs: NamespaceTexts['session'] = {
  blanked: {
    title: 'Sesión abierta en otra pestaña',
    message:
      'Ha iniciado sesión en Celeiro en otra pestaña o ventana de este navegador, por eso esta pestaña se ha cerrado.',
    useHere: 'Usar esta pestaña',
  },
};

export default EsEs;
