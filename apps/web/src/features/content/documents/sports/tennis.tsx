import { brand } from '../../../../lib/brand';
import { Callout } from '../../components/Callout';
import type { ContentDocument } from '../../types';

export const tennisRules: ContentDocument = {
  title: 'Regras de esportes: tênis',
  description: `Regras das apostas em tênis na ${brand.name}: abandono, W.O., desqualificação, tie-breaks, mudança de formato e partidas adiadas.`,
  updatedAt: '2026-11-20',
  intro: <p>Valem as regras globais, com as regras específicas do tênis abaixo.</p>,
  sections: [
    {
      id: 'abandono',
      title: 'Abandono e desqualificação',
      body: (
        <>
          <p>
            Se um jogador abandonar a partida (por lesão, por exemplo) ou for desqualificado depois do início:
          </p>
          <ul>
            <li>
              mercados <strong>já decididos</strong> são liquidados (vencedor do 1º set concluído, total de
              games do 1º set, "o jogador X vence um set" quando ele já venceu);
            </li>
            <li>
              todos os outros mercados, incluindo o <strong>vencedor da partida</strong>, são anulados e o
              valor apostado volta ao saldo.
            </li>
          </ul>
          <Callout title="Exemplo">
            <p>
              Você apostou no vencedor da partida e em mais de 22,5 games. O adversário abandona com 6-4, 3-1.
              As duas apostas são anuladas. Uma aposta no vencedor do 1º set, feita no mesmo jogo, é paga
              normalmente.
            </p>
          </Callout>
        </>
      ),
    },
    {
      id: 'wo',
      title: 'W.O. (walkover)',
      body: (
        <p>
          Se a partida não começar porque um jogador desistiu antes do primeiro ponto, todas as apostas da
          partida são anuladas. Em apostas de torneio (campeão), o jogador que desiste antes de estrear conta
          como perdedor.
        </p>
      ),
    },
    {
      id: 'adiamento',
      title: 'Partidas adiadas ou suspensas',
      body: (
        <p>
          Chuva, falta de luz e atrasos são comuns no tênis. Partidas adiadas ou suspensas valem desde que
          sejam concluídas no mesmo torneio, mesmo em outro dia ou em outra quadra. Mudança de superfície ou
          de quadra coberta para descoberta não anula apostas.
        </p>
      ),
    },
    {
      id: 'formato',
      title: 'Mudança de formato',
      body: (
        <p>
          Se o número de sets mudar (por exemplo, de melhor de 5 para melhor de 3), as apostas no vencedor
          valem, mas mercados que dependem do número de sets (placar exato em sets, total de games, handicap
          de games e de sets) são anulados.
        </p>
      ),
    },
    {
      id: 'games-tie-break',
      title: 'Games, sets e tie-breaks',
      body: (
        <ul>
          <li>Um tie-break conta como 1 game para total e handicap de games.</li>
          <li>
            O match tie-break (super tie-break de 10 pontos, no lugar do set decisivo) conta como 1 set e 1
            game.
          </li>
          <li>Total de games e handicap de games somam todos os games da partida completa.</li>
          <li>
            "Vencedor do game" e "placar do game" ao vivo: um game anulado pelo árbitro ou não disputado é
            anulado.
          </li>
        </ul>
      ),
    },
    {
      id: 'duplas',
      title: 'Duplas',
      body: (
        <p>
          Nas duplas, se houver troca de um dos parceiros antes do início, as apostas na dupla são anuladas.
          As demais regras são as mesmas das partidas de simples.
        </p>
      ),
    },
  ],
};
