import { Link } from 'react-router';
import { brand } from '../../../../lib/brand';
import { Callout } from '../../components/Callout';
import type { ContentSection } from '../../types';

/** Terms, first half: who may play, the account, and money in and out. */
export const accountAndMoneySections: ContentSection[] = [
  {
    id: 'aceitacao',
    title: '1. Aceitação e definições',
    body: (
      <>
        <p>
          Estes termos formam o contrato entre você e a {brand.legalName} ("{brand.name}", "nós"), operadora
          autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF) a explorar apostas
          de quota fixa, nos termos da Lei nº 14.790/2023, da Lei nº 13.756/2018 e das portarias da SPA/MF. Ao
          criar uma conta você declara que leu e aceita estes termos, a{' '}
          <Link to="/privacy-policy">Política de privacidade</Link>, as{' '}
          <Link to="/general-rules">Regras gerais</Link>, as{' '}
          <Link to="/rules-sports/global">Regras de esportes</Link> e a{' '}
          <Link to="/responsable-game-policy">Política de jogo responsável</Link>.
        </p>
        <dl>
          <dt>Aposta de quota fixa</dt>
          <dd>Aposta em que você sabe, no momento em que ela é aceita, quanto receberá se acertar.</dd>
          <dt>Cotação (odd)</dt>
          <dd>
            O número que multiplica o valor apostado para calcular o retorno possível, em formato decimal.
          </dd>
          <dt>Conta gráfica</dt>
          <dd>O saldo que você vê na {brand.name}, mantido em conta separada do patrimônio da empresa.</dd>
          <dt>Evento</dt>
          <dd>A partida, corrida ou competição real sobre a qual a aposta é feita.</dd>
        </dl>
      </>
    ),
  },
  {
    id: 'elegibilidade',
    title: '2. Quem pode apostar',
    body: (
      <>
        <p>Para ter uma conta, você precisa:</p>
        <ul>
          <li>ter {brand.minimumAge} anos ou mais;</li>
          <li>ser pessoa física com CPF regular e estar no Brasil ao apostar;</li>
          <li>ter plena capacidade civil e apostar em seu próprio nome, com seu próprio dinheiro.</li>
        </ul>
        <p>A Lei nº 14.790/2023 (art. 26) proíbe de apostar, entre outros:</p>
        <ul>
          <li>menores de 18 anos;</li>
          <li>
            sócios, administradores, diretores e funcionários da {brand.name}, e seus parentes até o 2º grau;
          </li>
          <li>agentes públicos que atuam na regulação ou fiscalização das apostas;</li>
          <li>pessoas com acesso aos sistemas de apostas;</li>
          <li>
            atletas, árbitros, treinadores, dirigentes e qualquer pessoa que possa influenciar o resultado de
            um evento, nas competições em que atuam;
          </li>
          <li>pessoas diagnosticadas com transtorno do jogo por profissional de saúde habilitado;</li>
          <li>pessoas autoexcluídas, na {brand.name} ou na plataforma centralizada da SPA/MF.</li>
        </ul>
        <p>
          Se descobrirmos que uma conta pertence a uma pessoa impedida, ela será encerrada, as apostas em
          aberto serão anuladas e os valores, devolvidos conforme a lei.
        </p>
      </>
    ),
  },
  {
    id: 'conta',
    title: '3. Sua conta',
    body: (
      <>
        <Callout title="Uma conta por CPF">
          <p>
            Cada pessoa pode ter uma única conta na {brand.name}. Contas duplicadas, em nome de terceiros ou
            criadas com dados falsos são encerradas, e apostas feitas nelas podem ser anuladas.
          </p>
        </Callout>
        <ul>
          <li>
            <strong>Dados verdadeiros:</strong> informe nome, CPF, data de nascimento, endereço, e-mail e
            celular corretos e mantenha-os atualizados.
          </li>
          <li>
            <strong>Verificação:</strong> antes de depositar e apostar, confirmamos seu e-mail por código
            (PIN) e sua identidade com documento com foto, comprovante de endereço e selfie ou prova de vida.
          </li>
          <li>
            <strong>Segurança:</strong> a senha é pessoal. Não compartilhe sua conta nem deixe outra pessoa
            apostar por você. Por segurança, pedimos um novo login após um período sem atividade.
          </li>
          <li>
            <strong>Conta inativa:</strong> se a conta ficar sem uso, o saldo continua sendo seu e pode ser
            sacado a qualquer momento.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pagamentos',
    title: '4. Depósitos e saques por Pix',
    body: (
      <>
        <ul>
          <li>
            Depósitos e saques são feitos <strong>exclusivamente por Pix</strong>, a partir de e para contas
            bancárias ou de pagamento <strong>em seu próprio CPF</strong> (Portaria SPA/MF nº 615/2024). Um
            Pix vindo de conta de outra pessoa é devolvido à origem e não gera saldo.
          </li>
          <li>
            Não aceitamos cartão de crédito, boleto, dinheiro em espécie, criptoativos nem qualquer forma de
            crédito. A {brand.name} não empresta dinheiro nem adianta valores para apostas.
          </li>
          <li>
            Os valores mínimo e máximo de cada operação aparecem na tela antes da confirmação e podem variar
            conforme seus limites pessoais de jogo responsável.
          </li>
          <li>
            Prêmios são creditados na sua conta {brand.name} em até 120 minutos após o encerramento do evento.
            O saldo é seu: saque quando quiser, sem taxa cobrada pela {brand.name}.
          </li>
          <li>
            Saques são enviados por Pix para a chave cadastrada no seu CPF, em regra em poucos minutos.
            Podemos reter um saque para verificação adicional quando a lei de prevenção à lavagem de dinheiro
            exigir, informando você.
          </li>
          <li>
            Os prêmios estão sujeitos ao imposto de renda na forma da legislação vigente. A declaração anual
            dos ganhos é responsabilidade do apostador.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'bonus',
    title: '5. Bônus e promoções',
    body: (
      <p>
        Promoções são oferecidas dentro dos limites da Lei nº 14.790/2023 e da regulamentação da SPA/MF. Cada
        uma tem regras próprias, publicadas na sua página, com prazo, valor mínimo e requisitos, e só pode ser
        usada na conta do titular. Em caso de abuso (várias contas, apostas combinadas entre pessoas para
        garantir o bônus ou uso de falhas técnicas), o bônus e os ganhos obtidos com ele podem ser cancelados.
      </p>
    ),
  },
];
