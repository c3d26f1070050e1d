import { brand } from '../../../../lib/brand';
import type { ContentDocument } from '../../types';

export const americanFootballRules: ContentDocument = {
  title: 'Regras de esportes: futebol americano',
  description: `Regras das apostas em futebol americano (NFL e universitário) na ${brand.name}: prorrogação, empate, jogos suspensos, spread e totais.`,
  updatedAt: '2026-11-20',
  intro: <p>Valem as regras globais, com as regras específicas do futebol americano abaixo.</p>,
  sections: [
    {
      id: 'prorrogacao',
      title: 'Prorrogação (overtime)',
      body: (
        <>
          <p>
            Salvo indicação contrária, <strong>todos os mercados do jogo incluem a prorrogação</strong>:
            vencedor (moneyline), spread (handicap), total de pontos e mercados de time e de jogador.
          </p>
          <ul>
            <li>
              "Resultado em 3 vias" e mercados marcados "tempo regulamentar" consideram só os 60 minutos; o
              empate é uma das opções.
            </li>
            <li>Mercados do 2º tempo incluem a prorrogação; mercados do 4º quarto não incluem.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'empate',
      title: 'Jogo que termina empatado',
      body: (
        <p>
          Na temporada regular da NFL um jogo pode terminar empatado após a prorrogação. Nesse caso, apostas
          no vencedor (moneyline de 2 opções) são devolvidas; spread e totais são liquidados normalmente pelo
          placar final.
        </p>
      ),
    },
    {
      id: 'suspensao',
      title: 'Jogos adiados ou suspensos',
      body: (
        <p>
          Se o jogo não começar ou não for concluído em até 48 horas do horário original, as apostas são
          anuladas, exceto as de mercados já decididos (por exemplo, 1º tempo concluído). Se for retomado e
          concluído nesse prazo, as apostas valem com o placar final, mesmo em outro estádio.
        </p>
      ),
    },
    {
      id: 'spread-totais',
      title: 'Spread e totais',
      body: (
        <ul>
          <li>
            Spread: o handicap é somado ao placar do time escolhido. Com linha inteira (como −3), vitória por
            exatamente 3 pontos devolve a aposta.
          </li>
          <li>
            Totais: soma dos pontos dos dois times; se cair exatamente na linha inteira, a aposta é devolvida.
          </li>
          <li>
            Pontos extras e safeties contam normalmente; o placar oficial publicado pela liga é o que vale.
          </li>
        </ul>
      ),
    },
    {
      id: 'jogadores',
      title: 'Mercados de jogador',
      body: (
        <ul>
          <li>
            O jogador precisa participar de pelo menos um snap do jogo; se não participar, a aposta é anulada.
          </li>
          <li>
            "Marca touchdown a qualquer momento": contam touchdowns corridos, recebidos e de retorno; passes
            para touchdown contam só para quem recebe.
          </li>
          <li>Jardas e recepções seguem as estatísticas oficiais, incluindo a prorrogação.</li>
        </ul>
      ),
    },
  ],
};
