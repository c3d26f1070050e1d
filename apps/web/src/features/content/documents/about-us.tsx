import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { Callout } from '../components/Callout';
import type { ContentDocument } from '../types';

export const aboutUs: ContentDocument = {
  title: 'Sobre nós',
  description: `Conheça a ${brand.name}: casa de apostas esportivas e cassino online autorizada pela SPA/MF, com Pix na sua conta e jogo responsável.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      A {brand.name} é uma casa de apostas de quota fixa feita no Brasil, para quem acompanha esporte de
      perto. Reunimos apostas esportivas pré-jogo e ao vivo e um cassino online em um só lugar, com regras
      claras, pagamentos por Pix e ferramentas para você manter o jogo sob controle.
    </p>
  ),
  sections: [
    {
      id: 'quem-somos',
      title: 'Quem somos',
      body: (
        <>
          <p>
            O site {brand.domain} é operado pela {brand.legalName}, empresa brasileira autorizada pela
            Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF) a explorar a modalidade lotérica
            de apostas de quota fixa, nos termos da Lei nº 14.790/2023 e da Lei nº 13.756/2018. O domínio
            terminado em
            <strong> .bet.br</strong> é reservado às empresas autorizadas: confira sempre o endereço antes de
            entrar com seus dados.
          </p>
          <p>
            Somos uma equipe de pessoas apaixonadas por futebol, basquete, tênis e tudo o que acontece entre o
            apito inicial e o final. Construímos a {brand.name} para ser rápida no celular, honesta nas
            cotações e transparente nas regras.
          </p>
        </>
      ),
    },
    {
      id: 'o-que-oferecemos',
      title: 'O que oferecemos',
      body: (
        <ul>
          <li>
            <strong>Apostas esportivas</strong> em futebol, basquete, tênis, futebol americano, beisebol e
            outros esportes, antes e durante as partidas, com apostas simples, múltiplas e criar aposta.
          </li>
          <li>
            <strong>Encerrar aposta (cashout)</strong>: em muitos mercados, você pode encerrar uma aposta
            aberta antes do fim do evento pelo valor oferecido no momento. Veja os{' '}
            <Link to="/terms-conditions-cashout">termos do cashout</Link>.
          </li>
          <li>
            <strong>Cassino online</strong> com caça-níqueis, mesas ao vivo e jogos de fornecedores
            certificados, com o retorno teórico ao jogador (RTP) informado em cada jogo.
          </li>
          <li>
            <strong>Pix na hora</strong>: depósitos creditados em instantes e saques enviados para a conta
            bancária no seu CPF.
          </li>
        </ul>
      ),
    },
    {
      id: 'compromissos',
      title: 'Nossos compromissos',
      body: (
        <>
          <h3>Segurança do seu dinheiro</h3>
          <p>
            O saldo dos apostadores fica em conta separada do patrimônio da empresa, como exige a Portaria
            SPA/MF nº 615/2024. Aceitamos apenas Pix de contas no seu próprio CPF e pagamos somente para elas.
            Não aceitamos cartão de crédito, boleto, dinheiro em espécie nem criptoativos.
          </p>
          <h3>Proteção dos seus dados</h3>
          <p>
            Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), com
            criptografia, controle de acesso e verificação de identidade. Saiba mais na{' '}
            <Link to="/privacy-policy">Política de privacidade</Link>.
          </p>
          <h3>Jogo responsável</h3>
          <p>
            Aposta é entretenimento, não fonte de renda. Oferecemos limites de depósito, de perda e de tempo,
            pausas e autoexclusão, e seguimos a Portaria SPA/MF nº 1.231/2024. Conheça a{' '}
            <Link to="/responsable-game-policy">Política de jogo responsável</Link>.
          </p>
          <h3>Integridade esportiva</h3>
          <p>
            Monitoramos padrões de aposta para identificar manipulação de resultados e colaboramos com as
            autoridades e entidades esportivas sempre que houver suspeita.
          </p>
        </>
      ),
    },
    {
      id: 'maiores-de-18',
      title: 'Somente para maiores de 18 anos',
      body: (
        <Callout title={`${brand.minimumAge}+`}>
          <p>
            É proibido apostar se você tem menos de {brand.minimumAge} anos. Conferimos a idade e a identidade
            de todos os cadastros pelo CPF e por documento com foto. Se você é responsável por uma criança ou
            adolescente, use o controle parental do celular e do computador para bloquear sites de apostas.
          </p>
        </Callout>
      ),
    },
    {
      id: 'fale-conosco',
      title: 'Fale conosco',
      body: (
        <>
          <p>
            Nosso atendimento funciona {brand.supportHours}, pelo chat do site, pelo e-mail{' '}
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> e pelo telefone{' '}
            <a href={`tel:${brand.supportPhone.replace(/\s/g, '')}`}>{brand.supportPhone}</a> (ligação
            gratuita).
          </p>
          <p>
            Dúvidas rápidas costumam ter resposta nas <Link to="/faqs">Perguntas frequentes</Link> e na página
            de <Link to="/ayuda">Ajuda</Link>.
          </p>
        </>
      ),
    },
  ],
};
