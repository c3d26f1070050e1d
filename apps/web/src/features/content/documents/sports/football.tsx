import { brand } from '../../../../lib/brand';
import { Callout } from '../../components/Callout';
import type { ContentDocument } from '../../types';

export const footballRules: ContentDocument = {
  title: 'Regras de esportes: futebol',
  description: `Regras das apostas em futebol na ${brand.name}: tempo regulamentar, prorrogação, jogos abandonados, gols, cartões, escanteios e handicap.`,
  updatedAt: '2026-11-20',
  intro: <p>Valem as regras globais, com as regras específicas do futebol abaixo.</p>,
  sections: [
    {
      id: 'tempo-regulamentar',
      title: 'Tempo regulamentar',
      body: (
        <>
          <p>
            Todos os mercados consideram <strong>90 minutos mais os acréscimos</strong> dados pelo árbitro.
            Prorrogação e disputa de pênaltis não contam, salvo nos mercados que dizem isso expressamente:
          </p>
          <ul>
            <li>"Para se classificar" e "Campeão": incluem prorrogação e pênaltis.</li>
            <li>"Resultado com prorrogação": inclui a prorrogação, mas não os pênaltis.</li>
          </ul>
          <p>
            Em jogos com duração diferente (amistosos de 80 minutos, torneios juvenis), as apostas valem pela
            duração oficial anunciada antes do início.
          </p>
        </>
      ),
    },
    {
      id: 'abandono',
      title: 'Jogos adiados ou abandonados',
      body: (
        <>
          <p>
            Jogo adiado que não começa em até 48 horas do horário original: apostas anuladas. Jogo abandonado:
            os mercados já decididos valem, os demais são anulados.
          </p>
          <Callout title="Exemplo">
            <p>
              Partida abandonada aos 70 minutos com placar de 2 a 0. Valem os mercados já decididos: resultado
              do 1º tempo, mais de 1,5 gols (ganha) e primeiro time a marcar. São anulados os que ainda podiam
              mudar: resultado final, mais de 2,5 gols e ambos marcam.
            </p>
          </Callout>
        </>
      ),
    },
    {
      id: 'mercados-principais',
      title: 'Resultado, dupla chance e empate anula',
      body: (
        <dl>
          <dt>Resultado final (1X2)</dt>
          <dd>Vitória do mandante, empate ou vitória do visitante no tempo regulamentar.</dd>
          <dt>Dupla chance</dt>
          <dd>Cobre dois dos três resultados (1X, 12 ou X2).</dd>
          <dt>Empate anula aposta</dt>
          <dd>Se o jogo terminar empatado, a aposta é devolvida.</dd>
          <dt>Intervalo/final</dt>
          <dd>Acertar o resultado no intervalo e no fim do tempo regulamentar.</dd>
          <dt>Placar exato</dt>
          <dd>O placar ao fim do tempo regulamentar.</dd>
        </dl>
      ),
    },
    {
      id: 'gols',
      title: 'Gols e artilheiros',
      body: (
        <ul>
          <li>
            Gols contra contam para o placar e para os totais, mas não para mercados de jogador que marca.
          </li>
          <li>
            "Marca a qualquer momento": o jogador precisa entrar em campo. Se não jogar, a aposta é anulada;
            se entrar depois de gols já marcados, a aposta vale.
          </li>
          <li>
            "Primeiro a marcar": se o jogador entrar depois do primeiro gol ou não jogar, a aposta é anulada.
            Se o único gol for contra, vale a opção "sem gol de jogador" quando oferecida; caso contrário, o
            próximo gol válido de jogador decide.
          </li>
          <li>
            "Ambos marcam": os dois times precisam marcar no tempo regulamentar; gols contra contam para o
            time beneficiado.
          </li>
          <li>Gols anulados pelo VAR não contam.</li>
        </ul>
      ),
    },
    {
      id: 'handicap-asiatico',
      title: 'Handicap asiático e europeu',
      body: (
        <>
          <p>
            <strong>Asiático</strong>: duas opções, sem empate; linha inteira devolve em caso de empate na
            linha e linha de quarto divide a aposta (veja as regras globais). Ao vivo, conta só o placar a
            partir da aposta.
          </p>
          <p>
            <strong>Europeu (3 vias)</strong>: o handicap é somado ao placar e há opção de empate no handicap;
            nunca há devolução.
          </p>
        </>
      ),
    },
    {
      id: 'cartoes-escanteios',
      title: 'Cartões e escanteios',
      body: (
        <ul>
          <li>
            Contam os cartões mostrados a jogadores em campo durante o tempo regulamentar; cartões a técnicos,
            reservas fora de campo ou depois do apito final não contam.
          </li>
          <li>
            Pontos de cartão: amarelo vale 10, vermelho vale 25; o segundo amarelo que gera vermelho conta
            como 10 + 25, no máximo 35 por jogador.
          </li>
          <li>Escanteios marcados e não cobrados não contam; escanteio repetido conta uma vez.</li>
        </ul>
      ),
    },
  ],
};
