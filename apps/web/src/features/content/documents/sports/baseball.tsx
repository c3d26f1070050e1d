import { brand } from '../../../../lib/brand';
import { InfoTable } from '../../components/InfoTable';
import type { ContentDocument } from '../../types';

export const baseballRules: ContentDocument = {
  title: 'Regras de esportes: beisebol',
  description: `Regras das apostas em beisebol na ${brand.name}: entradas extras, jogo oficial, arremessadores, run line e totais.`,
  updatedAt: '2026-11-20',
  intro: <p>Valem as regras globais, com as regras específicas do beisebol abaixo.</p>,
  sections: [
    {
      id: 'entradas-extras',
      title: 'Entradas extras',
      body: (
        <p>
          Todos os mercados do jogo incluem as <strong>entradas extras</strong> (extra innings): vencedor
          (moneyline), run line e total de corridas. Mercados de "primeiras 5 entradas" e de entradas
          específicas não incluem entradas extras.
        </p>
      ),
    },
    {
      id: 'jogo-oficial',
      title: 'Jogo oficial e jogos encurtados',
      body: (
        <>
          <p>Se o jogo for interrompido (por chuva, por exemplo) e não for retomado:</p>
          <InfoTable
            caption="O que precisa ter sido jogado para a aposta valer"
            head={['Mercado', 'Mínimo jogado']}
            rows={[
              ['Vencedor (moneyline)', '5 entradas completas, ou 4,5 se o mandante estiver vencendo'],
              ['Run line e total de corridas', '9 entradas completas, ou 8,5 se o mandante estiver vencendo'],
              ['Primeiras 5 entradas', '5 entradas completas, ou 4,5 se o mandante estiver vencendo'],
              ['Entrada específica', 'A entrada concluída'],
            ]}
          />
          <p>
            Com o mínimo atingido, vale o placar oficial declarado pela liga. Abaixo do mínimo, as apostas são
            anuladas, exceto mercados já decididos. Um jogo suspenso que for concluído em até 48 horas do
            horário original vale com o placar final.
          </p>
        </>
      ),
    },
    {
      id: 'arremessadores',
      title: 'Arremessadores iniciais',
      body: (
        <p>
          Nossas apostas são de "ação": valem independentemente de quem for o arremessador inicial. A exceção
          são os mercados que citam o arremessador pelo nome (por exemplo, strikeouts de um arremessador): se
          ele não iniciar o jogo, a aposta é anulada.
        </p>
      ),
    },
    {
      id: 'run-line',
      title: 'Run line e totais',
      body: (
        <ul>
          <li>Run line é o handicap do beisebol, normalmente −1,5 para o favorito e +1,5 para o azarão.</li>
          <li>Total de corridas soma as corridas dos dois times, incluindo entradas extras.</li>
          <li>Em linhas inteiras, resultado exatamente na linha devolve a aposta.</li>
        </ul>
      ),
    },
    {
      id: 'jogadores',
      title: 'Mercados de jogador',
      body: (
        <p>
          O rebatedor precisa ter ao menos uma aparição no bastão; caso contrário, a aposta é anulada.
          Estatísticas seguem o boxscore oficial, incluindo entradas extras.
        </p>
      ),
    },
  ],
};
