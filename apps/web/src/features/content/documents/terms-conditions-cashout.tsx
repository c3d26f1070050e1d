import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { Callout } from '../components/Callout';
import { InfoTable } from '../components/InfoTable';
import type { ContentDocument } from '../types';

export const cashoutTerms: ContentDocument = {
  title: 'Termos do cashout',
  description: `Como funciona o encerramento antecipado de apostas (cashout) na ${brand.name}: quando está disponível, como o valor é calculado e o que acontece depois.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      O cashout, ou <strong>encerrar aposta</strong>, permite receber um valor por uma aposta esportiva ainda
      aberta, antes do fim do evento. Você garante parte do lucro quando a aposta vai bem ou reduz a perda
      quando ela vai mal. Estes termos complementam os <Link to="/terms-conditions">Termos e condições</Link>.
    </p>
  ),
  sections: [
    {
      id: 'disponibilidade',
      title: '1. Quando o cashout está disponível',
      body: (
        <>
          <p>
            O botão de encerrar aparece no seu histórico de apostas e no bilhete, em apostas simples,
            múltiplas e criar aposta, quando todas estas condições são atendidas:
          </p>
          <ul>
            <li>
              a aposta está aberta e foi feita com dinheiro da conta (apostas grátis não podem ser
              encerradas);
            </li>
            <li>o esporte, o campeonato e o mercado oferecem cashout;</li>
            <li>todos os mercados das seleções ainda abertas estão ativos, sem suspensão naquele momento.</li>
          </ul>
          <p>
            Durante lances perigosos (um pênalti, um ataque perigoso, um ponto decisivo), os mercados são
            suspensos por alguns segundos e o cashout fica indisponível até reabrirem. Oferecer o cashout é
            uma opção da {brand.name}, não uma obrigação: ele pode não estar disponível para alguns eventos ou
            apostas.
          </p>
        </>
      ),
    },
    {
      id: 'calculo',
      title: '2. Como o valor é calculado',
      body: (
        <>
          <p>
            O valor oferecido depende das cotações atuais de cada seleção ainda aberta, comparadas com as
            cotações da sua aposta, e inclui uma margem da casa. Em termos simples:
          </p>
          <Callout title="Exemplo">
            <p>
              Você apostou R$ 50,00 na vitória de um time a 3,00 (retorno possível de R$ 150,00). O time abre
              o placar e a cotação da vitória cai para 1,50. O valor justo do cashout seria R$ 50,00 × 3,00 ÷
              1,50 = R$ 100,00; a oferta mostrada é um pouco menor, por causa da margem.
            </p>
          </Callout>
          <InfoTable
            caption="O que acontece com o valor oferecido"
            head={['Situação', 'Efeito no cashout']}
            rows={[
              ['Sua seleção fica mais provável', 'O valor sobe'],
              ['Sua seleção fica menos provável', 'O valor cai, podendo ficar abaixo do valor apostado'],
              ['Uma seleção da múltipla já foi ganha', 'Ela entra no cálculo com o resultado garantido'],
              ['Uma seleção da múltipla já foi perdida', 'Não há cashout: a aposta está perdida'],
            ]}
          />
        </>
      ),
    },
    {
      id: 'confirmacao',
      title: '3. Confirmação',
      body: (
        <>
          <ol>
            <li>Toque em encerrar aposta e confira o valor oferecido.</li>
            <li>Confirme. O valor é recalculado no momento do pedido e revalidado pelo nosso sistema.</li>
            <li>
              Se a oferta mudou nesse intervalo, mostramos o novo valor e você decide se confirma de novo.
              Nenhum cashout é feito por um valor diferente do que você aceitou.
            </li>
          </ol>
          <p>
            Um cashout confirmado é <strong>definitivo</strong>: a aposta é liquidada pelo valor aceito, que
            cai no seu saldo na hora, e o resultado final do evento não muda mais nada, mesmo que a aposta
            original viesse a ser ganha.
          </p>
        </>
      ),
    },
    {
      id: 'recusa',
      title: '4. Quando o pedido é recusado',
      body: (
        <ul>
          <li>o mercado foi suspenso ou fechado enquanto você confirmava;</li>
          <li>a aposta já foi encerrada ou liquidada;</li>
          <li>o valor mudou e você não confirmou o novo valor;</li>
          <li>houve falha de conexão: nesse caso, confira o histórico antes de tentar outra vez.</li>
        </ul>
      ),
    },
    {
      id: 'erros',
      title: '5. Erros e revisões de resultado',
      body: (
        <>
          <p>
            Se o cashout for feito com base em cotação com erro evidente, ou depois que o resultado de uma
            seleção já era conhecido, ele é recalculado pelo valor correto daquele momento; se não for
            possível recalcular, o cashout é desfeito e a aposta volta a valer como foi feita.
          </p>
          <p>
            Se uma seleção já ganha for anulada depois (por exemplo, por decisão oficial posterior), o valor
            pago no cashout é mantido, salvo erro evidente ou fraude.
          </p>
        </>
      ),
    },
    {
      id: 'jogo-responsavel',
      title: '6. Cashout e jogo responsável',
      body: (
        <p>
          O cashout é uma ferramenta para administrar uma aposta, não para recuperar perdas. Se você se pega
          encerrando apostas por impulso ou apostando de novo logo em seguida, faça uma pausa. Veja as
          ferramentas na <Link to="/responsable-game-policy">Política de jogo responsável</Link>.
        </p>
      ),
    },
  ],
};
