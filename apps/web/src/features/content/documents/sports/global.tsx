import { Link } from 'react-router';
import { brand } from '../../../../lib/brand';
import { Callout } from '../../components/Callout';
import type { ContentDocument } from '../../types';

export const globalRules: ContentDocument = {
  title: 'Regras de esportes: regras globais',
  description: `Regras que valem para todas as apostas esportivas da ${brand.name}: tempo regulamentar, adiamento, abandono, handicaps, totais e dead heat.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      Estas regras valem para todos os esportes. As páginas de cada esporte trazem regras específicas que,
      quando diferentes, prevalecem sobre estas. As <Link to="/general-rules">Regras gerais</Link> explicam
      tipos de aposta e o cálculo do retorno.
    </p>
  ),
  sections: [
    {
      id: 'resultado-oficial',
      title: 'Resultado oficial',
      body: (
        <p>
          As apostas são liquidadas pelo resultado oficial divulgado ao fim do evento pela entidade
          organizadora. Mudanças posteriores por recurso, julgamento ou antidoping não alteram apostas já
          liquidadas. Estatísticas (escanteios, cartões, pontos de jogador) seguem os dados oficiais da
          partida.
        </p>
      ),
    },
    {
      id: 'tempo-de-jogo',
      title: 'Tempo de jogo considerado',
      body: (
        <>
          <p>Cada esporte define o que conta para os mercados do jogo inteiro:</p>
          <ul>
            <li>
              <strong>Futebol</strong>: tempo regulamentar (90 minutos mais acréscimos), sem prorrogação nem
              pênaltis.
            </li>
            <li>
              <strong>Basquete, futebol americano e beisebol</strong>: incluem prorrogação ou entradas extras,
              salvo quando o mercado disser "tempo regulamentar" ou for de 3 resultados (com empate).
            </li>
            <li>
              <strong>Tênis</strong>: a partida completa.
            </li>
          </ul>
          <p>Mercados de "quem avança", "quem se classifica" ou "campeão" incluem prorrogação e pênaltis.</p>
        </>
      ),
    },
    {
      id: 'adiamento',
      title: 'Eventos adiados ou com data alterada',
      body: (
        <p>
          Se um evento for adiado e não começar em até 48 horas após o horário original publicado, as apostas
          em aberto são anuladas. Se começar dentro desse prazo, as apostas valem. Eventos antecipados valem
          para apostas feitas antes do novo horário de início; apostas aceitas depois do início real são
          anuladas, exceto as apostas ao vivo.
        </p>
      ),
    },
    {
      id: 'abandono',
      title: 'Eventos interrompidos ou abandonados',
      body: (
        <>
          <p>
            Se o evento for interrompido e retomado em até 48 horas do horário original, as apostas valem com
            o resultado final. Se for abandonado:
          </p>
          <ul>
            <li>
              mercados <strong>já decididos</strong> antes da interrupção são liquidados (por exemplo,
              resultado do 1º tempo concluído, primeiro time a marcar quando já houve gol, mais de 1,5 gols
              quando já houve dois gols);
            </li>
            <li>os demais mercados são anulados, salvo regra diferente na página do esporte.</li>
          </ul>
          <p>
            Resultados definidos fora de campo (W.O. ou decisão de tribunal esportivo) não valem para eventos
            que não foram disputados até o fim: nesses casos, os mercados ainda não decididos são anulados.
          </p>
        </>
      ),
    },
    {
      id: 'local',
      title: 'Mudança de local',
      body: (
        <p>
          Se o jogo mudar para outro estádio com o mesmo mandante, as apostas valem. Se o mando de campo se
          inverter, as apostas em mercados afetados pelo mando (como handicap e resultado) são anuladas. Em
          jogos em campo neutro, o time listado primeiro é tratado como mandante apenas para fins de
          identificação.
        </p>
      ),
    },
    {
      id: 'handicap-e-totais',
      title: 'Handicaps e totais',
      body: (
        <>
          <ul>
            <li>
              <strong>Linha com meio (0,5)</strong>: nunca empata. Mais de 2,5 gols ganha com 3 ou mais.
            </li>
            <li>
              <strong>Linha inteira</strong>: se o resultado ficar exatamente na linha, a aposta é devolvida
              (push). Handicap −1 com vitória por exatamente 1 ponto: devolvida.
            </li>
            <li>
              <strong>Linha de quarto (0,25 ou 0,75)</strong>: metade da aposta vai para cada linha vizinha.
              Mais de 2,25 gols equivale a metade em mais de 2 e metade em mais de 2,5.
            </li>
          </ul>
          <Callout title="Exemplo de linha de quarto">
            <p>
              R$ 100,00 em mais de 2,25 gols a 1,90, e o jogo termina com 2 gols: R$ 50,00 em mais de 2 (push,
              volta R$ 50,00) e R$ 50,00 em mais de 2,5 (perdida). Você recebe R$ 50,00.
            </p>
          </Callout>
          <p>
            Em handicap asiático no futebol ao vivo, conta apenas o placar a partir do momento da aposta; o
            placar do momento aparece no bilhete.
          </p>
        </>
      ),
    },
    {
      id: 'dead-heat',
      title: 'Empates em posições (dead heat)',
      body: (
        <p>
          Quando participantes empatam em uma posição premiada (artilheiro, melhor jogador, classificação), o
          valor apostado é dividido pelo número de empatados e pago pela cotação cheia. Mercados com a opção
          "empate" não aplicam essa regra.
        </p>
      ),
    },
    {
      id: 'longo-prazo',
      title: 'Apostas de longo prazo (campeão, artilheiro)',
      body: (
        <p>
          Valem independentemente de o participante jogar ou não: se ele desistir ou não entrar na competição,
          a aposta é perdida. Se a competição for cancelada ou não terminar, vale a classificação declarada
          oficial pela entidade organizadora; sem declaração oficial, as apostas são anuladas.
        </p>
      ),
    },
    {
      id: 'jogadores',
      title: 'Mercados de jogador',
      body: (
        <p>
          Em mercados sobre um jogador (pontos, gols, rebatidas), o jogador precisa participar do jogo. Se não
          entrar, a aposta é anulada. Se entrar e sair por lesão, a aposta vale com as estatísticas que ele
          registrou.
        </p>
      ),
    },
  ],
};
