import { ASK_ANALYST_QUESTION_MAX, FORECAST_DAYS, RAINFALL_DAYS } from '../../../core';

/** Texts of the services area (namespace services): ask the analyst, and the upsell of a service outside the plan. */
const PtBr = {
  askAnalyst: {
    title: 'Pergunte ao analista',
    intro: 'Envie sua dúvida sobre o mercado aos nossos analistas. A resposta chega por e-mail.',
    remaining: 'Você tem {{available}} de {{limit}} perguntas disponíveis neste mês.',
    email: 'E-mail',
    name: 'Nome',
    question: 'Pergunta',
    questionHint: `Até ${ASK_ANALYST_QUESTION_MAX} caracteres.`,
    commodity: 'Commodity',
    chooseCommodity: 'Escolha uma commodity',
    submit: 'Enviar pergunta',
    sentTitle: 'Pergunta enviada',
    sent: 'Os analistas receberam a sua pergunta e enviamos uma confirmação para o seu e-mail.',
    noneLeftTitle: 'Suas perguntas deste mês acabaram',
    noneLeft: 'Você já usou todas as perguntas ao analista do seu plano neste mês. Fale com o nosso atendimento.',
    contact: 'Falar com o atendimento',
    contacts: 'Contatos do atendimento',
    close: 'Fechar',
  },
  freight: {
    title: 'Calculadora de frete',
    intro:
      'Estime o frete de uma carga entre uma cidade produtora e um porto, por rodovia ou ferrovia, pela tabela de tarifas de cada rota.',
    formulaTitle: 'Fórmula:',
    formula:
      'custo por tonelada = distância × tarifa por tonelada-quilômetro × fator do produto + taxa de terminal por tonelada; total = custo por tonelada × toneladas.',
    origin: 'Origem',
    destination: 'Destino',
    choosePlace: 'Escolha um local',
    product: 'Produto',
    chooseProduct: 'Escolha um produto',
    tonnage: 'Toneladas',
    mode: 'Modal',
    chooseMode: 'Escolha o modal',
    submit: 'Calcular frete',
    result: 'Frete estimado',
    costPerTonne: 'Custo por tonelada',
    total: 'Total de {{tonnes}} t',
    applied: '{{distance}} km × {{rate}} por t·km × fator {{factor}} + {{fee}} por t de taxa de terminal.',
    products: {
      soy: 'Soja em grão',
      corn: 'Milho',
      soymeal: 'Farelo de soja',
      sugar: 'Açúcar',
      fertilizer: 'Fertilizantes',
      coffee: 'Café ensacado',
      cotton: 'Algodão em pluma',
    },
    modes: {
      road: 'Rodovia',
      rail: 'Ferrovia',
    },
  },
  lineUp: {
    title: 'Line-up de navios',
    intro: 'Navios esperados, fundeados, atracados, em carregamento ou que já partiram dos portos de exportação.',
    filters: 'Filtros',
    all: 'Todos',
    caption: '{{count}} navios',
    totals: 'Total por produto',
    vessels: 'Navios',
    columns: {
      vessel: 'Navio',
      port: 'Porto',
      berth: 'Berço',
      product: 'Produto',
      tonnage: 'Toneladas',
      expected: 'Previsão',
      status: 'Situação',
    },
    statuses: {
      expected: 'Esperado',
      anchored: 'Fundeado',
      berthed: 'Atracado',
      loading: 'Em carregamento',
      sailed: 'Partiu',
    },
  },
  weather: {
    title: 'Clima',
    intro: `Previsão de ${FORECAST_DAYS} dias e chuva dos últimos ${RAINFALL_DAYS} dias nas principais regiões produtoras, comparada com a normal.`,
    commodity: 'Commodity',
    all: 'Todas as regiões',
    rainfallTitle: `Chuva dos últimos ${RAINFALL_DAYS} dias`,
    forecastTitle: `Previsão para ${FORECAST_DAYS} dias`,
    empty: 'Nenhuma região produtora acompanhada para esta commodity.',
    max: 'máxima',
    min: 'mínima',
    chance: '{{chance}}% de chance',
    columns: {
      region: 'Região',
      rainfall: 'Chuva (mm)',
      normal: 'Normal (mm)',
      percent: 'Em relação à normal',
      next7: `Próximos ${FORECAST_DAYS} dias (mm)`,
    },
    classes: { dry: 'abaixo', normal: 'dentro', wet: 'acima' },
    source:
      'Fonte: {{source}}, rodada de {{issued}} UTC. A normal é a média climatológica 1991–2020 dos mesmos dias; abaixo de 70% ou acima de 130% dela, a chuva está fora da normal.',
  },
  openLine: {
    title: 'Linha aberta',
    intro:
      'Uma conversa ao vivo por semana com o analista de cada commodity: inscreva-se, leve suas perguntas e, depois, ouça a gravação.',
  },
  teleconference: {
    title: 'Teleconferência mensal',
    intro:
      'Uma vez por mês, nossos analistas apresentam um tema do mercado e respondem às perguntas dos assinantes. As gravações ficam disponíveis aqui.',
  },
  live: {
    upcoming: 'Próximas sessões',
    past: 'Sessões anteriores',
    noneUpcoming: 'Nenhuma sessão marcada por enquanto.',
    nonePast: 'Ainda não há sessões anteriores.',
    commodity: 'Commodity',
    allCommodities: 'Todas as commodities',
    morePast: 'Mostrar mais {{count}} sessões anteriores',
    noneForCommodity: 'Nenhuma sessão desta commodity.',
    liveNow: 'Ao vivo agora',
    registered: 'Você está inscrito',
    hours: 'das {{start}} às {{end}} ({{zone}})',
    brasilia: 'começa às {{time}} no horário de Brasília',
    with: 'Com {{analysts}}',
    duration: '{{minutes}} minutos',
    seats: '{{left}} de {{seats}} vagas livres',
    register: 'Inscrever-me',
    cancel: 'Cancelar inscrição',
    full: 'Sem vagas',
    closed: 'Inscrições encerradas',
    play: 'Reproduzir gravação',
    noRecording: 'A gravação ainda não está disponível.',
    recordingFailed: 'Não foi possível reproduzir a gravação aqui.',
    recordingLink: 'Procurar na área de mídia',
  },
  upsell: {
    title: 'Este serviço não faz parte do seu plano',
    text: 'Conheça os planos que incluem este serviço ou fale com o nosso atendimento.',
    plans: 'Ver os planos',
  },
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    services: typeof PtBr;
  }
}
