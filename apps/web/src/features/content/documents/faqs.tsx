import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { FaqAccordion } from '../components/FaqAccordion';
import type { ContentDocument } from '../types';

export const faqs: ContentDocument = {
  title: 'Perguntas frequentes',
  description: `Respostas rápidas sobre conta, verificação, Pix, apostas, cashout, jogo responsável e segurança na ${brand.name}.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      Toque em uma pergunta para ver a resposta. Não encontrou o que procura? Veja a página de{' '}
      <Link to="/ayuda">Ajuda</Link> ou fale com o atendimento.
    </p>
  ),
  sections: [
    {
      id: 'conta',
      title: 'Conta',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'Como crio minha conta?',
              answer: (
                <p>
                  Toque em Cadastrar, escolha entrar com e-mail ou com Google e preencha nome, CPF, data de
                  nascimento e celular. Enviamos um código (PIN) para o seu e-mail: digite-o para confirmar.
                  Depois, faça a verificação de identidade para liberar depósitos e apostas.
                </p>
              ),
            },
            {
              question: 'Posso ter mais de uma conta?',
              answer: (
                <p>
                  Não. A regra é uma conta por CPF. Contas duplicadas são encerradas e as apostas feitas nelas
                  podem ser anuladas.
                </p>
              ),
            },
            {
              question: 'Esqueci minha senha. O que faço?',
              answer: (
                <p>
                  Na tela de login, toque em Esqueci minha senha e informe seu e-mail. Você receberá um link
                  para criar uma nova senha. O link expira em pouco tempo: se expirar, peça outro.
                </p>
              ),
            },
            {
              question: 'Como altero meu e-mail, celular ou endereço?',
              answer: (
                <p>
                  Em Minha conta. Um novo e-mail precisa ser confirmado com o código que enviamos para ele.
                  Nome, CPF e data de nascimento não mudam depois da verificação; se houver erro, fale com o
                  atendimento com um documento em mãos.
                </p>
              ),
            },
            {
              question: 'Como encerro minha conta?',
              answer: (
                <p>
                  Saque o saldo e peça o encerramento ao atendimento. Se o motivo for o controle do jogo,
                  prefira a <Link to="/responsable-game">autoexclusão</Link>, que também impede a abertura de
                  nova conta no período.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      id: 'verificacao',
      title: 'Verificação de identidade',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'Por que preciso enviar documentos?',
              answer: (
                <p>
                  A lei exige que toda casa de apostas autorizada confirme a idade e a identidade dos
                  apostadores, para proteger menores, impedir fraudes e prevenir a lavagem de dinheiro.
                </p>
              ),
            },
            {
              question: 'Quais documentos são aceitos?',
              answer: (
                <p>
                  RG, CNH (física ou digital em PDF) ou RNE, frente e verso, e um comprovante de endereço dos
                  últimos 3 meses (conta de luz, água, telefone, internet ou extrato bancário). Envie fotos
                  nítidas, sem reflexo, com as quatro pontas do documento visíveis, em JPG, PNG ou PDF.
                </p>
              ),
            },
            {
              question: 'Quanto tempo leva a verificação?',
              answer: (
                <p>
                  Na maioria dos casos, poucos minutos. Se for necessária análise manual, pode levar até 24
                  horas. Você recebe um e-mail com o resultado.
                </p>
              ),
            },
            {
              question: 'Minha verificação foi recusada. E agora?',
              answer: (
                <p>
                  O motivo aparece na tela de verificação: normalmente foto ilegível, documento vencido ou
                  dados diferentes do cadastro. Envie novamente corrigindo o problema ou fale com o
                  atendimento.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      id: 'pix',
      title: 'Depósitos e saques por Pix',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'Como deposito?',
              answer: (
                <p>
                  Em Depositar, escolha ou digite o valor e gere o Pix. Pague com o QR Code ou com o código
                  copia e cola no app do seu banco, a partir de uma conta no seu CPF. O saldo é creditado em
                  instantes, assim que o banco confirma o pagamento.
                </p>
              ),
            },
            {
              question: 'Por que meu depósito foi devolvido?',
              answer: (
                <p>
                  Aceitamos apenas Pix de contas no seu próprio CPF. Pagamentos vindos da conta de outra
                  pessoa, inclusive de familiares, ou de conta de empresa, são devolvidos automaticamente à
                  origem.
                </p>
              ),
            },
            {
              question: 'Quais são os valores mínimo e máximo?',
              answer: (
                <p>
                  Os valores sugeridos vão de R$ 10 a R$ 1.000; os limites exatos aparecem na tela antes de
                  você confirmar. Eles também respeitam os limites de depósito que você mesmo definiu.
                </p>
              ),
            },
            {
              question: 'Quanto tempo leva um saque?',
              answer: (
                <p>
                  A maioria dos saques chega em poucos minutos, por Pix, na conta cadastrada no seu CPF, a
                  qualquer hora e em qualquer dia. Quando a lei exige uma análise adicional, avisamos você e o
                  prazo pode ser maior.
                </p>
              ),
            },
            {
              question: 'Posso usar cartão de crédito?',
              answer: (
                <p>
                  Não. A regulamentação proíbe cartão de crédito e qualquer forma de crédito em apostas.
                  Também não aceitamos boleto, dinheiro em espécie nem criptoativos.
                </p>
              ),
            },
            {
              question: 'Há taxa para depositar ou sacar?',
              answer: <p>A {brand.name} não cobra taxa de depósito nem de saque.</p>,
            },
          ]}
        />
      ),
    },
    {
      id: 'apostas',
      title: 'Apostas',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'Qual a diferença entre aposta simples e múltipla?',
              answer: (
                <p>
                  Na simples, cada seleção é uma aposta independente. Na múltipla, as seleções são combinadas
                  e as cotações se multiplicam: o retorno é maior, mas todas precisam estar certas. Um bilhete
                  aceita até 30 seleções.
                </p>
              ),
            },
            {
              question: 'A cotação pode mudar depois que apostei?',
              answer: (
                <p>
                  Não. Depois de aceita, a aposta fica com a cotação do momento do aceite. Se a cotação mudar
                  enquanto você confirma, mostramos a nova para você decidir.
                </p>
              ),
            },
            {
              question: 'Por que minha aposta foi recusada?',
              answer: (
                <p>
                  Os motivos mais comuns são mudança de cotação, mercado suspenso por um lance perigoso, valor
                  acima do limite do mercado ou saldo insuficiente. A mensagem no bilhete diz qual foi o caso.
                </p>
              ),
            },
            {
              question: 'O que acontece se a partida for adiada ou abandonada?',
              answer: (
                <p>
                  Depende do esporte e do mercado. Em geral, se a partida não for disputada no prazo previsto,
                  a aposta é anulada e o valor volta para o saldo. Veja as{' '}
                  <Link to="/rules-sports/global">regras de esportes</Link>.
                </p>
              ),
            },
            {
              question: 'Em quanto tempo recebo o prêmio?',
              answer: (
                <p>
                  O prêmio entra no saldo assim que o resultado é confirmado, em até 120 minutos após o fim do
                  evento.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      id: 'cashout',
      title: 'Cashout (encerrar aposta)',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'O que é cashout?',
              answer: (
                <p>
                  É a opção de encerrar uma aposta aberta antes do fim do evento, recebendo o valor oferecido
                  naquele momento. Veja os <Link to="/terms-conditions-cashout">termos do cashout</Link>.
                </p>
              ),
            },
            {
              question: 'Por que o cashout não aparece na minha aposta?',
              answer: (
                <p>
                  Ele não está disponível em todos os mercados, fica suspenso por alguns segundos em lances
                  perigosos e não vale para apostas grátis nem para múltiplas com alguma seleção já perdida.
                </p>
              ),
            },
            {
              question: 'Posso desfazer um cashout?',
              answer: (
                <p>Não. O cashout confirmado é definitivo, mesmo que a aposta original viesse a ganhar.</p>
              ),
            },
          ]}
        />
      ),
    },
    {
      id: 'jogo-responsavel',
      title: 'Jogo responsável',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'Como defino limites de depósito, perda e tempo?',
              answer: (
                <p>
                  Em <Link to="/responsable-game">Jogo responsável</Link>. Reduzir um limite vale na hora;
                  aumentar só vale depois de 24 horas.
                </p>
              ),
            },
            {
              question: 'Como faço uma autoexclusão?',
              answer: (
                <p>
                  Em <Link to="/responsable-game">Jogo responsável</Link>, escolha o prazo, de 1 mês até
                  permanente. Você ainda poderá sacar o saldo. Para bloquear todas as casas de apostas de uma
                  vez, use a plataforma de autoexclusão centralizada da SPA/MF no gov.br.
                </p>
              ),
            },
            {
              question: 'Acho que estou perdendo o controle. Onde busco ajuda?',
              answer: (
                <p>
                  Ligue 188 (CVV), procure o CAPS da sua cidade ou um grupo dos Jogadores Anônimos. Veja todos
                  os contatos na <Link to="/responsable-game-policy">Política de jogo responsável</Link>.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      body: (
        <FaqAccordion
          items={[
            {
              question: 'Como sei que estou no site oficial?',
              answer: (
                <p>
                  O endereço é {brand.domain}: casas autorizadas no Brasil usam domínio .bet.br. Desconfie de
                  links recebidos por mensagem e de perfis que pedem Pix para "liberar" ganhos: a {brand.name}{' '}
                  nunca pede pagamento para liberar saque.
                </p>
              ),
            },
            {
              question: 'Por que preciso entrar de novo depois de um tempo parado?',
              answer: (
                <p>
                  Por segurança e por exigência da regulamentação, a sessão expira após um período sem
                  atividade. Isso protege sua conta se você esquecer o aparelho aberto.
                </p>
              ),
            },
            {
              question: 'Acho que alguém acessou minha conta. O que faço?',
              answer: (
                <p>
                  Troque a senha imediatamente e fale com o atendimento. Podemos bloquear a conta
                  preventivamente e revisar os acessos recentes.
                </p>
              ),
            },
          ]}
        />
      ),
    },
  ],
};
