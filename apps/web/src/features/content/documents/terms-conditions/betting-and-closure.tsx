import { Link } from 'react-router';
import { brand } from '../../../../lib/brand';
import { contacts } from '../../contacts';
import type { ContentSection } from '../../types';

/** Terms, second half: bets, limits, closure of the account, complaints and the law. */
export const bettingAndClosureSections: ContentSection[] = [
  {
    id: 'aceite-apostas',
    title: '6. Como uma aposta é aceita',
    body: (
      <>
        <ul>
          <li>
            Uma aposta só existe depois que nosso sistema a aceita e mostra a confirmação com o número do
            bilhete. Até lá, ela pode ser recusada por mudança de cotação, mercado suspenso, saldo
            insuficiente ou limite.
          </li>
          <li>
            Apostas ao vivo passam por uma breve espera antes do aceite, para garantir que a cotação ainda
            vale depois do último lance da partida.
          </li>
          <li>
            Se a cotação mudar enquanto você confirma, mostramos a nova cotação e você decide se aceita. Você
            pode configurar o bilhete para aceitar automaticamente mudanças a seu favor.
          </li>
          <li>
            O valor apostado é debitado do saldo no momento do aceite. Apostas aceitas não podem ser alteradas
            nem canceladas por você; quando disponível, é possível{' '}
            <Link to="/terms-conditions-cashout">encerrar a aposta (cashout)</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cotacoes',
    title: '7. Cotações fixas',
    body: (
      <>
        <p>
          A cotação de uma aposta aceita fica <strong>fixa</strong>: mudanças posteriores no mercado não
          alteram o seu retorno possível, nem para mais nem para menos.
        </p>
        <p>
          A exceção é o <strong>erro evidente</strong>: uma cotação claramente fora do mercado por falha
          técnica ou humana (por exemplo, cotação invertida entre os times, ou 15,00 onde todo o mercado
          oferece 1,50), ou uma aposta aceita depois de o resultado já ser conhecido. Nesses casos a aposta é
          liquidada pela cotação correta do momento do aceite ou, se isso não for possível, anulada com
          devolução do valor apostado. Sempre avisamos você e explicamos o motivo.
        </p>
      </>
    ),
  },
  {
    id: 'anulacao',
    title: '8. Apostas anuladas',
    body: (
      <>
        <p>
          Uma aposta anulada devolve o valor apostado. Em apostas múltiplas, a seleção anulada passa a valer
          cotação 1,00 e as demais seguem valendo. Uma seleção é anulada, entre outros casos, quando:
        </p>
        <ul>
          <li>o evento é cancelado, ou adiado e não recomeça no prazo das regras do esporte;</li>
          <li>o evento é abandonado e o resultado do mercado ainda não estava definido;</li>
          <li>
            o resultado da linha é exatamente igual ao valor do handicap ou do total (empate na linha, o{' '}
            <em>push</em>);
          </li>
          <li>o participante escolhido não começa a disputa, quando as regras do esporte assim preveem;</li>
          <li>há erro evidente de cotação, de horário ou de participantes.</li>
        </ul>
        <p>
          As regras de cada esporte estão em <Link to="/rules-sports/global">Regras de esportes</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'cancelamento',
    title: '9. Cancelamento por integridade',
    body: (
      <p>
        Podemos suspender o pagamento e investigar apostas quando houver indícios de manipulação de resultado,
        uso de informação privilegiada, apostas combinadas entre contas, uso de programas automatizados ou
        violação destes termos. Confirmada a irregularidade, as apostas são canceladas, os fatos são
        comunicados às autoridades e às entidades esportivas e a conta pode ser encerrada. Se a suspeita não
        se confirmar, liquidamos as apostas normalmente.
      </p>
    ),
  },
  {
    id: 'limites',
    title: '10. Limites de aposta e de ganho',
    body: (
      <>
        <p>
          Cada mercado tem um valor mínimo e máximo de aposta, que aparece no bilhete antes da confirmação. Os
          limites podem variar por evento, mercado e conta, inclusive para acompanhar o risco de cada partida.
          Um bilhete pode ter até 30 seleções.
        </p>
        <p>
          Além disso, você pode definir seus próprios limites de depósito, de perda e de tempo de sessão.
          Esses limites prevalecem sobre qualquer outro: uma aposta que os ultrapasse não é aceita.
        </p>
      </>
    ),
  },
  {
    id: 'autoexclusao',
    title: '11. Pausas e autoexclusão',
    body: (
      <p>
        Você pode fazer uma pausa ou se autoexcluir a qualquer momento, na área de{' '}
        <Link to="/responsable-game">Jogo responsável</Link>. Durante a autoexclusão não é possível apostar
        nem depositar, mas você pode sacar o saldo. A autoexclusão por prazo determinado não pode ser
        encurtada nem desfeita antes do fim; a permanente não é revertida. Detalhes na{' '}
        <Link to="/responsable-game-policy">Política de jogo responsável</Link>.
      </p>
    ),
  },
  {
    id: 'encerramento',
    title: '12. Suspensão e encerramento da conta',
    body: (
      <>
        <p>
          <strong>Por você:</strong> peça o encerramento ao atendimento a qualquer momento. Antes, saque o
          saldo; se não for possível, devolvemos o valor por Pix para a conta cadastrada no seu CPF. Apostas
          em aberto são liquidadas normalmente.
        </p>
        <p>
          <strong>Pela {brand.name}:</strong> podemos suspender ou encerrar a conta em caso de dados falsos,
          conta duplicada, pessoa impedida, fraude, lavagem de dinheiro, manipulação de resultados ou violação
          grave destes termos. Comunicamos a decisão e o motivo, salvo quando a lei proibir. Valores legítimos
          são devolvidos; os valores bloqueados por ordem de autoridade seguem essa ordem.
        </p>
      </>
    ),
  },
  {
    id: 'reclamacoes',
    title: '13. Reclamações e ouvidoria',
    body: (
      <ol>
        <li>
          <strong>Atendimento</strong>: chat, <a href={`mailto:${contacts.support}`}>{contacts.support}</a> ou{' '}
          {brand.supportPhone}, {brand.supportHours}. Todo contato gera um número de protocolo.
        </li>
        <li>
          <strong>Ouvidoria</strong>: se a resposta não resolver, escreva para{' '}
          <a href={`mailto:${contacts.ombudsman}`}>{contacts.ombudsman}</a> com o protocolo. A ouvidoria
          responde em até 10 dias úteis.
        </li>
        <li>
          <strong>Órgãos externos</strong>: você também pode registrar reclamação no consumidor.gov.br, no
          Procon do seu estado ou na Secretaria de Prêmios e Apostas do Ministério da Fazenda.
        </li>
      </ol>
    ),
  },
  {
    id: 'lei-aplicavel',
    title: '14. Alterações, lei aplicável e foro',
    body: (
      <>
        <p>
          Podemos alterar estes termos para cumprir a lei ou melhorar o serviço. Avisamos mudanças relevantes
          antes de entrarem em vigor e pedimos seu novo aceite quando a regulamentação exigir. Apostas já
          aceitas seguem os termos vigentes no momento do aceite.
        </p>
        <p>
          Estes termos seguem a lei brasileira, incluindo o Código de Defesa do Consumidor (Lei nº
          8.078/1990). Fica eleito o foro do seu domicílio para resolver qualquer conflito.
        </p>
      </>
    ),
  },
];
