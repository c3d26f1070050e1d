import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { Callout } from '../components/Callout';
import { InfoTable } from '../components/InfoTable';
import type { ContentDocument } from '../types';

export const generalRules: ContentDocument = {
  title: 'Regras gerais de apostas',
  description: `Tipos de aposta, cálculo de retorno, aceite, liquidação e anulação na ${brand.name}, para esportes e cassino.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      Estas regras valem para todas as apostas da {brand.name}. Cada esporte tem regras próprias em{' '}
      <Link to="/rules-sports/global">Regras de esportes</Link>; quando houver diferença, vale a regra do
      esporte.
    </p>
  ),
  sections: [
    {
      id: 'tipos-de-aposta',
      title: '1. Tipos de aposta',
      body: (
        <dl>
          <dt>Simples</dt>
          <dd>Uma seleção. Ganha se a seleção estiver certa.</dd>
          <dt>Múltipla</dt>
          <dd>
            Duas ou mais seleções de eventos diferentes, combinadas em uma aposta; as cotações são
            multiplicadas e todas as seleções precisam estar certas. Até 30 seleções por bilhete.
          </dd>
          <dt>Criar aposta</dt>
          <dd>
            De 2 a 10 seleções do mesmo evento (por exemplo, vitória do time e mais de 2,5 gols), com uma
            cotação própria calculada para a combinação, já que os resultados estão relacionados.
          </dd>
          <dt>Aposta grátis</dt>
          <dd>
            Crédito promocional para apostar. Se ganhar, você recebe o lucro; o valor da aposta grátis não é
            devolvido.
          </dd>
        </dl>
      ),
    },
    {
      id: 'calculo-do-retorno',
      title: '2. Cotações e cálculo do retorno',
      body: (
        <>
          <p>
            As cotações são decimais. O retorno possível é o valor apostado multiplicado pela cotação, e
            inclui o valor apostado.
          </p>
          <InfoTable
            caption="Exemplos de retorno"
            head={['Aposta', 'Cálculo', 'Retorno possível']}
            rows={[
              ['Simples de R$ 20,00 a 2,50', 'R$ 20,00 × 2,50', 'R$ 50,00'],
              ['Múltipla de R$ 10,00 a 1,80 × 2,10 × 1,50', 'R$ 10,00 × 5,67', 'R$ 56,70'],
              ['A mesma múltipla com uma seleção anulada', 'R$ 10,00 × 1,80 × 1,00 × 1,50', 'R$ 27,00'],
            ]}
          />
          <p>Valores são arredondados para baixo no centavo.</p>
        </>
      ),
    },
    {
      id: 'aceite',
      title: '3. Aceite e valores',
      body: (
        <ul>
          <li>A aposta vale a partir da confirmação com número de bilhete; o valor é debitado no aceite.</li>
          <li>
            Valores mínimo e máximo de aposta e de ganho por evento aparecem no bilhete e podem variar por
            mercado.
          </li>
          <li>
            Apostas ao vivo têm uma breve espera antes do aceite e podem ser recusadas se a cotação mudar.
          </li>
          <li>
            Seleções relacionadas (por exemplo, o vencedor de um jogo e o campeão do torneio, quando um
            resultado influencia o outro) não podem ser combinadas em múltipla, salvo em criar aposta.
          </li>
          <li>Não é possível alterar ou cancelar uma aposta aceita; veja o cashout quando disponível.</li>
        </ul>
      ),
    },
    {
      id: 'liquidacao',
      title: '4. Resultados e liquidação',
      body: (
        <>
          <p>
            As apostas são liquidadas com base no resultado oficial divulgado no fim do evento pela entidade
            organizadora, confirmado por nossos fornecedores de dados esportivos. Prêmios entram no saldo em
            até 120 minutos após o encerramento do evento.
          </p>
          <p>
            Decisões tomadas depois da liquidação (recursos, julgamentos em tribunal esportivo, exames
            antidoping)
            <strong> não</strong> alteram apostas já liquidadas. A exceção é o erro de liquidação: se
            liquidarmos com o resultado errado, corrigimos a liquidação, creditando ou debitando a diferença.
          </p>
        </>
      ),
    },
    {
      id: 'anulacao',
      title: '5. Anulação, push e empate no primeiro lugar',
      body: (
        <>
          <p>
            <strong>Anulação</strong>: a aposta é devolvida (cotação 1,00 na múltipla) quando o evento não
            acontece no prazo, é abandonado com o mercado indefinido, ou há erro evidente de cotação, horário
            ou participantes.
          </p>
          <p>
            <strong>Push</strong>: em handicaps e totais com linha inteira (como handicap −1 ou mais de 2
            gols), quando o resultado fica exatamente na linha, a aposta é devolvida. Linhas de quarto (como
            −0,75 ou 2,25) dividem a aposta em duas metades nas linhas vizinhas.
          </p>
          <p>
            <strong>Empate no primeiro lugar (dead heat)</strong>: quando dois ou mais participantes empatam
            em uma posição que paga, o valor apostado é dividido pelo número de empatados e pago pela cotação
            cheia; o restante é perdido.
          </p>
          <Callout title="Exemplo de dead heat">
            <p>
              R$ 30,00 a 6,00 no artilheiro do campeonato, que termina com três jogadores empatados: R$ 30,00
              ÷ 3 = R$ 10,00 pagos a 6,00, ou seja, retorno de R$ 60,00.
            </p>
          </Callout>
        </>
      ),
    },
    {
      id: 'cassino',
      title: '6. Jogos de cassino',
      body: (
        <ul>
          <li>Cada jogo mostra suas regras, tabela de pagamentos e o retorno teórico ao jogador (RTP).</li>
          <li>
            O resultado é definido pelo gerador de números aleatórios certificado do jogo ou pela mesa ao
            vivo.
          </li>
          <li>
            Defeito no jogo anula as jogadas e os pagamentos afetados; a rodada é devolvida ou concluída
            conforme as regras do fornecedor.
          </li>
          <li>
            Se a conexão cair, a rodada é concluída no servidor e o resultado aparece no histórico do jogo.
          </li>
        </ul>
      ),
    },
    {
      id: 'conduta',
      title: '7. Conduta proibida',
      body: (
        <p>
          São proibidos: apostar com informação privilegiada ou sobre evento que você pode influenciar,
          combinar apostas com outras pessoas, usar robôs ou programas automáticos e explorar falhas técnicas.
          Apostas nessas condições são canceladas e os fatos comunicados às autoridades. Veja os{' '}
          <Link to="/terms-conditions">Termos e condições</Link>.
        </p>
      ),
    },
  ],
};
