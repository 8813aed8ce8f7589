import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';

const EsAr: Differences<NamespaceTexts['session']> = {
  blanked: {
    message: 'Ingresaste a Celeiro en otra pestaña o ventana de este navegador, por eso cerramos esta pestaña.',
  },
};

export default EsAr;
