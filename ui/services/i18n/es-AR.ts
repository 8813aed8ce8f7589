import { type Differences, type NamespaceTexts } from '../../kit/i18n/area-texts';
import { FORECAST_DAYS, RAINFALL_DAYS } from '../../../core';

const EsAr: Differences<NamespaceTexts['services']> = {
  askAnalyst: {
    title: 'Preguntale al analista',
    intro: 'Mandá tu duda sobre el mercado a nuestros analistas. La respuesta llega por correo electrónico.',
    remaining: 'Te quedan {{available}} de {{limit}} preguntas este mes.',
    commodity: 'Commodity',
    chooseCommodity: 'Elegí un commodity',
    sent: 'Los analistas recibieron tu pregunta y te mandamos una confirmación por correo electrónico.',
    noneLeftTitle: 'Usaste las preguntas de este mes',
    noneLeft: 'Ya usaste todas las preguntas al analista de tu plan este mes. Hablá con nuestra atención al cliente.',
  },
  freight: {
    intro:
      'Calculá el flete de una carga entre una ciudad productora y un puerto, por ruta o ferrocarril, según la tabla de tarifas de cada ruta.',
    formula:
      'costo por tonelada = distancia × tarifa por tonelada-kilómetro × factor del producto + tasa de terminal por tonelada; total = costo por tonelada × toneladas.',
    choosePlace: 'Elegí un lugar',
    chooseProduct: 'Elegí un producto',
    chooseMode: 'Elegí el modo',
    costPerTonne: 'Costo por tonelada',
    products: {
      coffee: 'Café en bolsas',
    },
    modes: {
      road: 'Ruta',
    },
  },
  lineUp: {
    intro: 'Buques esperados, fondeados, amarrados, cargando o que ya zarparon de los puertos de exportación.',
    statuses: {
      berthed: 'Amarrado',
      loading: 'Cargando',
    },
  },
  weather: {
    intro: `Pronóstico a ${FORECAST_DAYS} días y lluvia de los últimos ${RAINFALL_DAYS} días en las principales zonas productoras, contra la normal.`,
    commodity: 'Commodity',
    all: 'Todas las zonas',
    forecastTitle: `Pronóstico extendido a ${FORECAST_DAYS} días`,
    empty: 'No seguimos ninguna zona productora de esta commodity.',
    columns: {
      region: 'Zona',
      percent: 'Contra la normal',
    },
    classes: {
      dry: 'debajo',
      wet: 'arriba',
    },
    source:
      'Fuente: {{source}}, corrida de las {{issued}} UTC. La normal es el promedio climatológico 1991–2020 de los mismos días; debajo del 70 % o arriba del 130 %, la lluvia está fuera de lo normal.',
  },
  openLine: {
    intro:
      'Una charla en vivo cada semana con el analista de cada commodity: inscribite, traé tus preguntas y después escuchá la grabación.',
  },
  teleconference: {
    intro:
      'Una vez por mes, nuestros analistas presentan un tema del mercado y responden las preguntas de los suscriptores. Las grabaciones quedan disponibles acá.',
  },
  live: {
    commodity: 'Commodity',
    allCommodities: 'Todas las commodities',
    morePast: 'Mostrá {{count}} sesiones anteriores más',
    noneForCommodity: 'No hay sesiones de esta commodity.',
    liveNow: 'En vivo',
    registered: 'Estás inscripto',
    seats: '{{left}} de {{seats}} lugares libres',
    full: 'Sin lugares',
    recordingFailed: 'No se pudo reproducir la grabación acá.',
    recordingLink: 'Buscala en el área de multimedia',
  },
  upsell: {
    title: 'Este servicio no está incluido en tu plan',
    text: 'Conocé los planes que incluyen este servicio o hablá con nuestra atención al cliente.',
  },
};

export default EsAr;
