import { describe, expect, it } from 'vitest';
import { type AreaTexts, type Namespaces } from '../../ui/kit/i18n/area-texts';
import { resourcesOf } from '../../ui/kit/i18n/i18n';
import { namespaceOf } from '../../ui/app/area-text-loaders';

// Every texts file of the areas, found as the app finds them (ui/app/area-text-loaders.ts); common comes with
// resourcesOf.
const AREA_NAMESPACES: Namespaces = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, AreaTexts>>(['../../ui/*/i18n.ts', '../../ui/*/*.i18n.ts'], { eager: true }),
  ).map(([file, module]) => [namespaceOf(file), Object.values(module)[0]!]),
);

const RESOURCES = resourcesOf(AREA_NAMESPACES);

type Tree = { [key: string]: string | Tree };

/**
 * The texts that are right, word for word, in Brazilian and in European Portuguese, so PtPt may repeat PtBr. Exact
 * texts, not keys: a new text that merely repeats PtBr is caught, and an entry holds only where the whole text is
 * European Portuguese as it stands (a name, a word or a phrase both variants write alike).
 */
const SAME_IN_PT_PT: ReadonlySet<string> = new Set<string>([
  // Names: the product and its brands, each language as it calls itself, Brazil with its taxpayer numbers and its
  // data-protection law (the product serves Brazil's market), WhatsApp, OK and E-mail.
  'Celeiro',
  'Celeiro Consultoria',
  'Celeiro Notícias',
  'Cotações TMN',
  'Português (Brasil)',
  'English',
  'Español (España)',
  'Español (Argentina)',
  'Português (Portugal)',
  'Brasil',
  'CPF',
  'CNPJ',
  'CPF ou CNPJ',
  'LGPD',
  'WhatsApp',
  'OK',
  'E-mail',
  // English words that European Portuguese uses as they are, in the markets and on the web: commodity, ticker,
  // online, podcast.
  'Commodity',
  'Commodity ou assunto',
  'Escolha como receber as notificações de cada commodity.',
  'Ticker',
  'Ticker no topo',
  'Mostrar o ticker',
  'O ticker está oculto.',
  'Online',
  'Podcast',
  // Single words spelt and used alike in both variants.
  'Anterior',
  'Concluir',
  'Menu',
  'Acesso',
  'Contrato',
  'Último',
  'Variação',
  'Atualização',
  'estável',
  'Ajuda',
  'Idioma',
  'Recusar',
  'Fechar',
  'Telefone',
  'Nome',
  'Mensagem',
  'Grupos',
  'País',
  'Perfil',
  'Cancelar',
  'Demonstração',
  'Gratuito',
  'Incluído',
  'Conta',
  'Notificações',
  'Pacotes',
  'Assuntos',
  'Validar',
  'Conteúdos',
  'Bloqueado',
  'Lido',
  'Visualização',
  'Lista',
  'Cartões',
  'Mosaico',
  'Etiquetas',
  'Todos',
  'Filtros',
  'Periodicidade',
  'Destaques',
  'Importantes',
  'Exclusivos',
  'Relevantes',
  'Período',
  'De',
  'Até',
  'Prioridade',
  'Autor',
  'Limpar',
  'Paginação',
  'Importante',
  'Exclusivo',
  'Divulgação',
  'Comunicado',
  'Convite',
  'Anexo',
  'Áudio',
  'Vídeo',
  'Anexos',
  'Evento',
  'Presencial',
  'Início',
  'Local',
  'Valor',
  'Inscrição',
  'Sobre',
  'Versão',
  'Comercial',
  'Tema',
  'Claro',
  'Escuro',
  'Semiescuro',
  'Oculto',
  'Lida',
  'Detalhes',
  'Conteúdo',
  'Cotações',
  // Labels and sentences a Lisbon editor writes the same: formal third person or no pronoun, no gerund, no word only
  // Brazil uses.
  '{{current}} de {{total}}',
  'O mercado do agronegócio hoje',
  'Voltar ao início',
  'Tentar novamente',
  'Ir para o início',
  'Preencha este campo.',
  'Informação de mercado para o agronegócio.',
  'Política de privacidade',
  'Aviso de cookies',
  'Aceitar cookies',
  'Tipo de pessoa',
  // The saved-news schedule: "agenda" in both variants.
  'Agenda',
  'Na agenda',
  'Agenda vazia',
  'Não foi possível carregar a agenda.',
  // Favourites and starred pages: the same words in both variants.
  'Adicionar aos favoritos',
  'Favoritos',
  'Não foi possível carregar os favoritos.',
  'Marcar esta página',
  'Desmarcar esta página',
  'Páginas marcadas',
  'Desmarcar {{title}}',
  'Repita o e-mail',
  'Já tenho conta',
  'Confirmação de e-mail',
  'Código de confirmação',
  'O código tem 6 dígitos.',
  'Confirmar e-mail',
  'Reenviar código',
  'Código reenviado',
  'E-mail confirmado',
  'Enviar pedido',
  'Pedido enviado',
  'Quero ser cliente',
  'Dados da conta',
  'Nenhum grupo',
  'Idioma da plataforma',
  'Alterar dados da conta',
  'O que deve ser alterado?',
  'Demonstração de 7 dias',
  'Demonstração ativada',
  'Não incluído',
  'Bloquear todas as notificações',
  'Notificações de {{name}} por e-mail',
  'Versão {{version}}, de {{date}}',
  'Sou novo aqui',
  'Outras opções de acesso',
  'Código de verificação',
  'Nenhum conteúdo encontrado',
  'Nenhum conteúdo corresponde aos filtros escolhidos.',
  'Não foi possível carregar os conteúdos.',
  '{{count}} conteúdo',
  '{{count}} conteúdos',
  'Lista detalhada',
  'Tipos de publicação',
  '{{name}} (fora do seu plano)',
  'Filtros ({{count}})',
  'Filtros de relatórios',
  'Tipo de publicação',
  'Ordenar por',
  'País de origem',
  'Tipo de relatório',
  '1 dia',
  '1 semana',
  '1 mês',
  '3 meses',
  'Outro período',
  'Qualquer data',
  'Página anterior',
  'Página {{page}}',
  'Página {{page}} de {{count}}',
  'Itens por página',
  'Recolher destaques',
  'Mostrar destaques',
  'Destaques anteriores',
  'Não foi possível carregar os destaques.',
  'Últimas notícias',
  'Voltar à lista',
  'Conteúdo não encontrado',
  'Este conteúdo não existe ou foi removido.',
  'Sem acesso a este conteúdo',
  'Este conteúdo não está disponível para o seu perfil.',
  'Não foi possível carregar o conteúdo.',
  'Por {{name}}',
  'Notícias relacionadas',
  'Disponível em',
  'Notícias do evento',
  'Ver planos',
  'Planos e pacotes',
  '{{price}} por mês',
  'Conteúdos incluídos',
  'Não foi possível carregar os planos.',
  'Item não encontrado',
  'Não foi possível carregar o menu.',
  'Análise de mercado',
  'Sem data (versão de desenvolvimento)',
  'o acesso aos seus dados;',
  'a eliminação dos dados tratados com o seu consentimento;',
  'Para receber uma cópia dos seus dados, escreva para {{email}}.',
  'Versão de 21 de setembro de 2023.',
  'ID do dispositivo',
  'ID da sessão',
  'Enviar diagnóstico',
  'O diagnóstico não foi enviado. Tente novamente.',
  'Navegação principal',
  'Só importantes',
  'Só destaques',
  'Pacotes e dados da conta',
  'Tamanho do texto das notícias',
  'Alinhamento das imagens',
  'À esquerda',
  'Ao centro',
  'À direita',
  'Versão de {{when}}',
  'No topo',
  'No rodapé',
  '{{favourites}} favoritos, {{news}} notícias na agenda',
  'Pergunte ao analista',
  'Notificações, {{count}} não lida',
  'Notificações, {{count}} não lidas',
  'Fechar notificações',
  'Acesso alternativo',
  'Página não encontrada',
  'Erro no servidor',
  'Navegador não suportado',
  'Em manutenção',
  'Acesso não autorizado',
  'Informação de mercado para o agronegócio',
  'Detalhes do conteúdo selecionado.',
  // The media player: words both variants write alike.
  'Episódios',
  'Posição',
  'Velocidade',
  'Qualidade',
  // The services: words both variants write alike.
  'Pergunta',
  'Até 2000 caracteres.',
  'Pergunta enviada',
  'Este serviço não faz parte do seu plano',
  'Ver os planos',
  'Calculadora de frete',
  'Fórmula:',
  'Origem',
  'Destino',
  'Escolha um local',
  'Produto',
  'Escolha um produto',
  'Toneladas',
  'Frete estimado',
  'Custo por tonelada',
  'Total de {{tonnes}} t',
  '{{distance}} km × {{rate}} por t·km × fator {{factor}} + {{fee}} por t de taxa de terminal.',
  'Soja em grão',
  'Milho',
  'Açúcar',
  'Fertilizantes',
  'Line-up de navios',
  '{{count}} navios',
  'Total por produto',
  'Navios',
  'Navio',
  'Porto',
  'Previsão',
  'Esperado',
  'Fundeado',
  'Atracado',
]);

/** Every 'namespace:path.to.key' whose PtPt text is the PtBr text, with that text. */
function sameAsPtBr(ptBr: Tree, ptPt: Tree, prefix = ''): { key: string; text: string }[] {
  return Object.entries(ptBr).flatMap(([key, value]) => {
    const other = ptPt[key];
    if (typeof value === 'string') return other === value ? [{ key: `${prefix}${key}`, text: value }] : [];
    return typeof other === 'object' ? sameAsPtBr(value, other, `${prefix}${key}.`) : [];
  });
}

const ptBr = RESOURCES.PtBr as unknown as Tree;
const ptPt = RESOURCES.PtPt as unknown as Tree;

describe('PtPt', () => {
  it('is European Portuguese: no text repeats PtBr unless it is right in both variants', () => {
    const namespaces = Object.keys(ptBr).map((ns) => ({ ns, same: sameAsPtBr(ptBr[ns] as Tree, ptPt[ns] as Tree) }));
    const copied = namespaces.flatMap(({ ns, same }) =>
      same
        .filter(({ text }) => !SAME_IN_PT_PT.has(text))
        .map(({ key, text }) => `${ns}:${key} = ${JSON.stringify(text)}`),
    );
    expect(copied).toEqual([]);
  });

  it('keeps its allow-list honest: every entry is a PtBr text that PtPt repeats somewhere', () => {
    const repeated = new Set(
      Object.keys(ptBr).flatMap((ns) => sameAsPtBr(ptBr[ns] as Tree, ptPt[ns] as Tree).map(({ text }) => text)),
    );
    expect([...SAME_IN_PT_PT].filter((text) => !repeated.has(text))).toEqual([]);
  });

  it('a check of the check: a PtPt text copied from PtBr is caught', () => {
    const copy = structuredClone(ptPt);
    ((copy.auth as Tree).login as Tree).password = ((ptBr.auth as Tree).login as Tree).password as string;
    expect(sameAsPtBr(ptBr.auth as Tree, copy.auth as Tree).map(({ key }) => key)).toContain('login.password');
  });
});
