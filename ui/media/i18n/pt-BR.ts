/** Texts of the media area (namespace media): the media page, the player, the mini-player and the playlist. */
const PtBr = {
  title: 'Mídia',
  kinds: 'Tipo de mídia',
  all: 'Todos',
  display: 'Exibição',
  cards: 'Cartões',
  playlist: 'Playlist',
  play: 'Tocar {{title}}',
  locked: 'Seu plano não inclui esta mídia',
  addToPlaylist: 'Adicionar {{title}} à playlist',
  inPlaylist: 'Na playlist',
  openEmbed: 'Abrir no serviço',
  noEmbed: 'Este serviço não está configurado',
  episodes: 'Episódios',
  resumeAt: 'Continuar de onde parou: {{time}}',
  by: 'por {{author}}',
  empty: 'Nenhuma mídia por aqui.',
  player: 'Player de mídia',
  pause: 'Pausar',
  resume: 'Tocar',
  position: 'Posição',
  speed: 'Velocidade',
  quality: 'Qualidade',
  minimize: 'Minimizar o player',
  maximize: 'Ampliar o player',
  close: 'Fechar o player',
  openPlaylist: 'Abrir a playlist',
  closePlaylist: 'Fechar a playlist',
  clear: 'Limpar a playlist',
  remove: 'Remover {{title}}',
  select: 'Selecionar {{title}}',
  emptyPlaylist: 'A playlist está vazia.',
  count: '{{count}} itens',
  more: 'Mais mídias',
};

export default PtBr;

// The namespace's keys for the type check: t() refuses a key this namespace does not have.
declare module '../../kit/i18n/area-texts' {
  interface NamespaceTexts {
    media: typeof PtBr;
  }
}
