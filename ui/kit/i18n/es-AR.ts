import { type Differences, type NamespaceTexts } from './area-texts';

const EsAr: Differences<NamespaceTexts['common']> = {
  loadFailed: 'No se pudo cargar esta información.',
  retry: 'Probar de nuevo',
  skipToContent: 'Ir al contenido',
  goToLogin: 'Ir a ingresar',
  required: 'Completá este campo.',
  cookies: {
    text: 'Usamos cookies para mantener tu sesión y entender cómo se usa Celeiro. Podés aceptar o rechazar las cookies que no son esenciales.',
  },
  arrivesTitle: 'El contenido llega acá',
};

export default EsAr;
