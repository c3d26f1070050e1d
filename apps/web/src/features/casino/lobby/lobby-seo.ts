import { CASINO_CATEGORY_NAME_PT, CASINO_FILTER_NAME_PT } from '@placar/contract';
import type { LobbyView } from './lobby-state';

/** The title and description of each lobby view. */
export function seoOf(view: LobbyView) {
  switch (view.kind) {
    case 'filter':
      return {
        title: `${CASINO_FILTER_NAME_PT[view.filter]} no cassino online`,
        description: `Jogue ${CASINO_FILTER_NAME_PT[view.filter].toLowerCase()} com RTP publicado, no dinheiro real ou no Modo diversão.`,
      };
    case 'category':
      return {
        title: `${CASINO_CATEGORY_NAME_PT[view.category]} | Cassino`,
        noindex: view.category === 'favorite',
      };
    case 'providers':
      return { title: 'Provedores de jogos do cassino' };
    case 'not-found':
      return { title: 'Página do cassino não encontrada', noindex: true };
    default:
      return {
        title: 'Cassino online: slots, roleta, crash e jogos originais',
        description:
          'Cassino online com Pix: Placar Originals com resultado verificável, slots, roleta, blackjack, crash e raspadinhas. RTP publicado em cada jogo. Proibido para menores de 18 anos.',
      };
  }
}
