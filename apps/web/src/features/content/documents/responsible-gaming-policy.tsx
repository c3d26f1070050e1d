import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { Callout } from '../components/Callout';
import { InfoTable } from '../components/InfoTable';
import type { ContentDocument } from '../types';

export const responsibleGamingPolicy: ContentDocument = {
  title: 'Política de jogo responsável',
  description: `Ferramentas de controle da ${brand.name} (limites, pausas, autoexclusão, alertas de tempo), sinais de risco e onde buscar ajuda gratuita.`,
  updatedAt: '2026-11-20',
  intro: (
    <>
      <p>
        Apostar deve ser diversão, com dinheiro que você pode perder. Não é investimento nem forma de pagar
        contas. Esta política, feita conforme a Lei nº 14.790/2023 e a Portaria SPA/MF nº 1.231/2024, mostra
        as ferramentas que a {brand.name} oferece e onde encontrar ajuda.
      </p>
      <Callout title="Precisa conversar agora?">
        <p>
          Ligue <strong>188</strong> (CVV, gratuito, 24 horas) ou procure o CAPS mais próximo. Mais contatos
          em <a href="#onde-buscar-ajuda">Onde buscar ajuda</a>.
        </p>
      </Callout>
    </>
  ),
  sections: [
    {
      id: 'principios',
      title: 'Nossos princípios',
      body: (
        <ul>
          <li>Proibimos apostas de menores de {brand.minimumAge} anos e verificamos a idade de todos.</li>
          <li>Não oferecemos crédito nem aceitamos cartão de crédito: você só aposta o que já tem.</li>
          <li>
            Nossa publicidade não promete ganhos, não apresenta aposta como solução financeira e não se dirige
            a menores.
          </li>
          <li>Nossa equipe é treinada para reconhecer sinais de jogo problemático e agir.</li>
        </ul>
      ),
    },
    {
      id: 'limites',
      title: 'Limites que você define',
      body: (
        <>
          <p>
            No cadastro e a qualquer momento em <Link to="/responsable-game">Jogo responsável</Link>, você
            define:
          </p>
          <InfoTable
            caption="Limites disponíveis"
            head={['Limite', 'O que faz', 'Períodos']}
            rows={[
              ['Depósito', 'Valor máximo que você pode depositar', 'Diário, semanal e mensal'],
              ['Perda', 'Quanto você aceita perder (apostas menos prêmios)', 'Diário, semanal e mensal'],
              ['Aposta', 'Valor máximo apostado', 'Diário, semanal e mensal'],
              [
                'Tempo de sessão',
                'Tempo máximo conectado; ao atingir, a sessão é encerrada',
                'Por sessão e por dia',
              ],
            ]}
          />
          <p>
            <strong>Reduzir</strong> um limite vale na hora. <strong>Aumentar</strong> ou remover um limite só
            vale depois de 24 horas, para que a decisão não seja tomada no calor do jogo.
          </p>
        </>
      ),
    },
    {
      id: 'alertas-de-tempo',
      title: 'Alertas de tempo (reality check)',
      body: (
        <p>
          Durante a sessão mostramos, no intervalo que você escolher (a cada 30 ou 60 minutos, por exemplo),
          um aviso com o tempo conectado e o resultado da sessão: quanto apostou e quanto ganhou ou perdeu.
          Você decide se continua ou sai. O histórico completo fica sempre em Minhas apostas e em Transações.
        </p>
      ),
    },
    {
      id: 'pausas',
      title: 'Pausas',
      body: (
        <p>
          Uma pausa bloqueia depósitos, apostas e jogos de cassino por 24 horas, 7 dias ou 30 dias. Durante a
          pausa você ainda pode entrar na conta e sacar o saldo. A pausa não pode ser interrompida antes do
          fim.
        </p>
      ),
    },
    {
      id: 'autoexclusao',
      title: 'Autoexclusão',
      body: (
        <>
          <p>
            Se você quer se afastar por mais tempo, a autoexclusão bloqueia a conta para apostas e depósitos
            pelo prazo que você escolher:
          </p>
          <ul>
            <li>
              <strong>Por prazo determinado</strong>: de 1 mês a vários anos (períodos de 12 meses ou mais são
              contados em anos). Não pode ser encurtada.
            </li>
            <li>
              <strong>Permanente</strong>: a conta não volta a ser aberta para apostas.
            </li>
          </ul>
          <p>Ao pedir a autoexclusão:</p>
          <ul>
            <li>apostas em aberto são liquidadas normalmente e você pode sacar todo o saldo;</li>
            <li>deixamos de enviar qualquer comunicação de marketing;</li>
            <li>não é possível criar outra conta com o mesmo CPF durante o período.</li>
          </ul>
          <p>
            Você também pode pedir a <strong>autoexclusão centralizada</strong> na plataforma da Secretaria de
            Prêmios e Apostas, no gov.br. Ela bloqueia seu CPF em todas as casas de apostas autorizadas no
            Brasil de uma só vez.
          </p>
        </>
      ),
    },
    {
      id: 'sinais-de-risco',
      title: 'Sinais de risco',
      body: (
        <>
          <p>Responda com sinceridade. Nos últimos meses, você:</p>
          <ul>
            <li>apostou mais dinheiro ou por mais tempo do que pretendia?</li>
            <li>voltou a apostar para recuperar o que perdeu?</li>
            <li>pediu dinheiro emprestado, vendeu algo ou atrasou contas para apostar?</li>
            <li>escondeu de família ou amigos quanto aposta?</li>
            <li>ficou irritado, ansioso ou sem sono quando tentou parar?</li>
            <li>deixou de lado trabalho, estudos ou pessoas próximas por causa das apostas?</li>
            <li>sente que aposta para fugir de problemas ou da tristeza?</li>
          </ul>
          <p>
            Se respondeu "sim" a uma ou mais perguntas, faça uma pausa, defina limites baixos e converse com
            alguém de confiança ou com um dos serviços abaixo. Se nossa equipe notar sinais assim na sua
            conta, entraremos em contato e poderemos aplicar limites ou uma pausa para proteger você.
          </p>
        </>
      ),
    },
    {
      id: 'onde-buscar-ajuda',
      title: 'Onde buscar ajuda',
      body: (
        <>
          <dl>
            <dt>CVV – Centro de Valorização da Vida</dt>
            <dd>
              Ligue 188, de graça, 24 horas por dia, ou converse por chat em cvv.org.br. Apoio emocional com
              sigilo.
            </dd>
            <dt>CAPS – Centros de Atenção Psicossocial (SUS)</dt>
            <dd>
              Atendimento gratuito em saúde mental, inclusive para transtorno do jogo. Procure a Unidade
              Básica de Saúde do seu bairro ou a secretaria de saúde do seu município para saber qual CAPS
              atende você.
            </dd>
            <dt>Jogadores Anônimos</dt>
            <dd>
              Grupos de apoio gratuitos, presenciais e on-line, de pessoas que compartilham a experiência de
              parar de jogar: jogadoresanonimos.com.br.
            </dd>
            <dt>Disque Saúde</dt>
            <dd>Ligue 136 para informações sobre serviços de saúde mental do SUS.</dd>
          </dl>
          <p>
            Familiares também sofrem com o jogo problemático e podem procurar os mesmos serviços. Nosso
            atendimento ({brand.supportPhone}, {brand.supportHours}) ajuda a ativar limites, pausas e
            autoexclusão na hora.
          </p>
        </>
      ),
    },
    {
      id: 'menores',
      title: 'Proteção de menores',
      body: (
        <p>
          Apostas são proibidas para menores de {brand.minimumAge} anos (Lei nº 14.790/2023 e Estatuto da
          Criança e do Adolescente). Se há crianças ou adolescentes em casa, não deixe a conta aberta em
          aparelhos compartilhados, não salve a senha no navegador e use o controle parental do celular e do
          computador para bloquear sites de apostas. Se souber de um menor apostando, avise nosso atendimento.
        </p>
      ),
    },
  ],
};
