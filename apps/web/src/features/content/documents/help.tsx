import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { Callout } from '../components/Callout';
import { contacts } from '../contacts';
import type { ContentDocument } from '../types';

export const help: ContentDocument = {
  title: 'Ajuda',
  description: `Fale com o atendimento da ${brand.name} e resolva os problemas mais comuns de login, verificação, Pix e apostas.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>Estamos aqui para ajudar. Veja como falar com a gente e como resolver os problemas mais comuns.</p>
  ),
  sections: [
    {
      id: 'contato',
      title: 'Fale com o atendimento',
      body: (
        <>
          <ul>
            <li>
              <strong>Chat</strong>: toque no botão de chat no canto da tela, com a conta conectada. É o jeito
              mais rápido.
            </li>
            <li>
              <strong>E-mail</strong>: <a href={`mailto:${contacts.support}`}>{contacts.support}</a>. Escreva
              do e-mail cadastrado e informe seu nome completo; nunca envie sua senha.
            </li>
            <li>
              <strong>Telefone</strong>:{' '}
              <a href={`tel:${brand.supportPhone.replace(/\s/g, '')}`}>{brand.supportPhone}</a>, ligação
              gratuita.
            </li>
          </ul>
          <p>
            Horário: {brand.supportHours}. Se o chat estiver em manutenção, mostramos um link para falar com a
            gente por e-mail. Guarde o número de protocolo de cada atendimento.
          </p>
        </>
      ),
    },
    {
      id: 'login',
      title: 'Não consigo entrar',
      body: (
        <ul>
          <li>Confira se o e-mail está certo e se o teclado não está com letras maiúsculas ativadas.</li>
          <li>
            Use <Link to="/forgot-my-password">Esqueci minha senha</Link> para criar uma nova senha.
          </li>
          <li>
            Depois de várias tentativas erradas, o login fica bloqueado por alguns minutos. Espere e tente de
            novo ou redefina a senha.
          </li>
          <li>
            Se aparecer "Não é possível fazer login" com um período configurado, sua conta está em
            autoexclusão: você pode sacar o saldo, mas não apostar até o fim do prazo.
          </li>
        </ul>
      ),
    },
    {
      id: 'codigo-email',
      title: 'Não recebi o código por e-mail',
      body: (
        <ul>
          <li>Procure nas pastas de spam, lixo eletrônico e promoções.</li>
          <li>Confira se o e-mail do cadastro está escrito corretamente.</li>
          <li>Espere um minuto e peça um novo código; só o último código enviado vale.</li>
        </ul>
      ),
    },
    {
      id: 'documentos',
      title: 'Meus documentos não são aceitos',
      body: (
        <ul>
          <li>
            Fotografe o documento sobre uma superfície escura, com boa luz e sem flash, mostrando as quatro
            pontas.
          </li>
          <li>Tire o documento do plástico e confira se a data de validade está em dia.</li>
          <li>
            O comprovante de endereço precisa ser dos últimos 3 meses e mostrar seu nome ou o de familiar
            próximo.
          </li>
          <li>Na selfie, retire óculos escuros e boné e fique em local iluminado.</li>
          <li>Não feche a página enquanto o envio estiver em andamento.</li>
        </ul>
      ),
    },
    {
      id: 'deposito',
      title: 'Meu depósito não apareceu',
      body: (
        <>
          <ol>
            <li>Confira no app do banco se o Pix foi concluído (não apenas agendado).</li>
            <li>
              Confira se pagou de uma conta no <strong>seu</strong> CPF. Pix de terceiros é devolvido à origem
              em até 1 dia útil.
            </li>
            <li>
              Veja a situação em <Link to="/transactions">Transações</Link>.
            </li>
            <li>
              Se o Pix foi concluído há mais de 30 minutos e o saldo não mudou, fale com o atendimento e envie
              o comprovante com o identificador da transação (ID/E2E).
            </li>
          </ol>
          <Callout title="Atenção a golpes">
            <p>
              Pague somente o QR Code gerado dentro da sua conta {brand.name}. Nunca pague Pix indicado por
              mensagem, rede social ou pessoa que diga ser do atendimento.
            </p>
          </Callout>
        </>
      ),
    },
    {
      id: 'saque',
      title: 'Meu saque não chegou',
      body: (
        <ul>
          <li>
            Confira o status em <Link to="/transactions">Transações</Link>.
          </li>
          <li>
            A verificação de identidade precisa estar completa e a chave Pix deve estar no seu CPF; confira em{' '}
            <Link to="/bank-accounts">Contas Pix</Link>.
          </li>
          <li>
            Saques em análise aparecem como pendentes; avisamos por e-mail se precisarmos de alguma
            informação.
          </li>
          <li>Se o saque for recusado pelo banco, o valor volta ao seu saldo.</li>
        </ul>
      ),
    },
    {
      id: 'aposta',
      title: 'Problemas com apostas',
      body: (
        <ul>
          <li>
            <strong>Aposta recusada</strong>: a mensagem do bilhete indica o motivo (cotação alterada, mercado
            suspenso, limite ou saldo).
          </li>
          <li>
            <strong>Bilhete carregando sem fim</strong>: não repita a aposta; confira antes em Minhas apostas
            se ela foi aceita.
          </li>
          <li>
            <strong>Resultado que parece errado</strong>: liquidamos pelo resultado oficial. Se discordar,
            fale com o atendimento informando o número do bilhete.
          </li>
        </ul>
      ),
    },
    {
      id: 'site-lento',
      title: 'O site está lento ou fora do ar',
      body: (
        <p>
          Atualize a página, confira sua conexão e feche abas que não estiver usando. Se aparecer a página
          "Tempo esgotado!", estamos em manutenção e voltamos em poucos minutos; apostas já aceitas não são
          afetadas.
        </p>
      ),
    },
    {
      id: 'mais-ajuda',
      title: 'Mais informações',
      body: (
        <p>
          Veja as <Link to="/faqs">Perguntas frequentes</Link>, as{' '}
          <Link to="/general-rules">Regras gerais</Link> e a{' '}
          <Link to="/responsable-game-policy">Política de jogo responsável</Link>. Para reclamações não
          resolvidas pelo atendimento, escreva à ouvidoria:{' '}
          <a href={`mailto:${contacts.ombudsman}`}>{contacts.ombudsman}</a>.
        </p>
      ),
    },
  ],
};
