import { brand } from '../../../../lib/brand';
import type { ContentDocument } from '../../types';

export const basketballRules: ContentDocument = {
  title: 'Regras de esportes: basquete',
  description: `Regras das apostas em basquete na ${brand.name}: prorrogação, jogos interrompidos, handicap, totais, quartos e mercados de jogador.`,
  updatedAt: '2026-11-20',
  intro: <p>Valem as regras globais, com as regras específicas do basquete abaixo.</p>,
  sections: [
    {
      id: 'prorrogacao',
      title: 'Prorrogação',
      body: (
        <>
          <p>
            Salvo indicação contrária, <strong>os mercados do jogo incluem a prorrogação</strong>: vencedor,
            handicap, total de pontos, pontos por time e mercados de jogador.
          </p>
          <ul>
            <li>"Resultado em 3 vias" considera só o tempo regulamentar, com o empate como opção.</li>
            <li>Mercados do 2º tempo incluem a prorrogação; mercados do 4º quarto não incluem.</li>
            <li>"Haverá prorrogação?" é decidido ao fim do tempo regulamentar.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'tempo-de-jogo',
      title: 'Duração',
      body: (
        <p>
          NBA: 48 minutos (4 quartos de 12). Competições FIBA, NBB e a maioria das ligas: 40 minutos (4
          quartos de 10). As apostas valem pela duração oficial da competição.
        </p>
      ),
    },
    {
      id: 'interrupcao',
      title: 'Jogos interrompidos',
      body: (
        <p>
          Se o jogo não for concluído, as apostas são anuladas, exceto quando faltarem 5 minutos ou menos do
          tempo regulamentar: nesse caso vale o placar oficial declarado pela liga. Mercados de quarto ou
          tempo já concluídos são sempre liquidados. Jogo retomado e concluído em até 48 horas do horário
          original vale com o placar final.
        </p>
      ),
    },
    {
      id: 'handicap-totais',
      title: 'Handicap e totais',
      body: (
        <ul>
          <li>
            Handicap: somado ao placar final, com prorrogação. Em linha inteira, resultado exatamente na linha
            devolve a aposta.
          </li>
          <li>
            Total de pontos: soma dos dois times, com prorrogação; mesma regra de devolução para linhas
            inteiras.
          </li>
          <li>Ímpar/par: pelo placar final com prorrogação.</li>
        </ul>
      ),
    },
    {
      id: 'jogadores',
      title: 'Mercados de jogador',
      body: (
        <ul>
          <li>O jogador precisa entrar em quadra; se não jogar, a aposta é anulada.</li>
          <li>
            Pontos, rebotes, assistências, cestas de três e combinações (pontos + rebotes + assistências)
            seguem as estatísticas oficiais, incluindo a prorrogação.
          </li>
          <li>
            Liquidamos pelas estatísticas oficiais publicadas ao fim do jogo; correções posteriores não mudam
            a aposta.
          </li>
        </ul>
      ),
    },
  ],
};
