import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { InfoTable } from '../components/InfoTable';
import { contacts } from '../contacts';
import type { ContentDocument } from '../types';

export const privacyPolicy: ContentDocument = {
  title: 'Política de privacidade',
  description: `Como a ${brand.name} trata seus dados pessoais conforme a LGPD: dados coletados, finalidades, bases legais, compartilhamento, prazos e seus direitos.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      Esta política explica, em linguagem direta, quais dados pessoais a {brand.name} coleta, para que os usa,
      com quem os compartilha, por quanto tempo os guarda e como você exerce seus direitos previstos na Lei
      Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
    </p>
  ),
  sections: [
    {
      id: 'controlador',
      title: '1. Quem é o controlador dos seus dados',
      body: (
        <>
          <p>
            O controlador é a <strong>{brand.legalName}</strong>, operadora do site {brand.domain} e dos
            aplicativos {brand.name}, autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda
            (SPA/MF). É ela quem decide como e por que seus dados são tratados e responde por esse tratamento.
          </p>
          <p>
            Esta política vale para todos os canais da {brand.name}: site, aplicativo instalável, aplicativos
            para celular, chat de atendimento e comunicações por e-mail ou SMS.
          </p>
        </>
      ),
    },
    {
      id: 'dados-coletados',
      title: '2. Dados que coletamos',
      body: (
        <>
          <h3>Dados que você nos informa</h3>
          <ul>
            <li>
              <strong>Cadastro:</strong> nome completo, CPF, data de nascimento, e-mail, celular, endereço,
              gênero e os limites de jogo que você escolhe.
            </li>
            <li>
              <strong>Verificação de identidade:</strong> fotos do documento de identidade (frente e verso),
              comprovante de endereço e selfie ou prova de vida.
            </li>
            <li>
              <strong>Dados financeiros:</strong> chave Pix, banco, agência e conta usados em depósitos e
              saques, todos no seu CPF.
            </li>
            <li>
              <strong>Atendimento:</strong> mensagens trocadas no chat, por e-mail ou telefone e gravações de
              ligações, quando informado no início da ligação.
            </li>
          </ul>
          <h3>Dados gerados pelo uso</h3>
          <ul>
            <li>Histórico de apostas, jogos de cassino, depósitos, saques, bônus e limites.</li>
            <li>
              Dados técnicos: endereço IP, data e hora de acesso, identificador do dispositivo, modelo do
              aparelho, sistema operacional, navegador e registros de login.
            </li>
            <li>
              Localização aproximada pelo IP e, se você autorizar no aparelho, a localização do dispositivo,
              usada para confirmar que você está no Brasil.
            </li>
            <li>
              Origem do acesso: campanha, parceiro ou código de indicação pelo qual você chegou até nós.
            </li>
          </ul>
          <h3>Dados recebidos de terceiros</h3>
          <ul>
            <li>
              Situação cadastral do CPF e dados de identificação em bases oficiais e de birôs de verificação.
            </li>
            <li>
              Consulta ao sistema da SPA/MF de pessoas impedidas de apostar, incluindo autoexclusão
              centralizada.
            </li>
            <li>
              Listas de pessoas expostas politicamente (PEP) e de sanções, para prevenção à lavagem de
              dinheiro.
            </li>
            <li>Confirmações de pagamento enviadas pela instituição de pagamento que processa o Pix.</li>
          </ul>
          <p>
            Dados de biometria facial são dados pessoais sensíveis: usamos a selfie apenas para confirmar que
            você é o titular do documento e para prevenir fraudes.
          </p>
        </>
      ),
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos seus dados e com qual base legal',
      body: (
        <>
          <p>Só tratamos dados quando existe uma base legal da LGPD (arts. 7º e 11) que autorize o uso:</p>
          <InfoTable
            caption="Finalidades e bases legais"
            head={['Finalidade', 'Base legal']}
            rows={[
              [
                'Criar e manter sua conta, processar apostas, depósitos, saques e prêmios',
                'Execução de contrato (art. 7º, V)',
              ],
              [
                'Verificar idade, identidade e CPF; impedir apostas de menores e de pessoas impedidas',
                'Cumprimento de obrigação legal (art. 7º, II), Lei nº 14.790/2023',
              ],
              [
                'Biometria facial para confirmar a titularidade e prevenir fraude',
                'Prevenção à fraude e segurança do titular (art. 11, II, g) e obrigação legal (art. 11, II, a)',
              ],
              [
                'Prevenção à lavagem de dinheiro e ao financiamento do terrorismo',
                'Cumprimento de obrigação legal (art. 7º, II), Lei nº 9.613/1998',
              ],
              [
                'Ferramentas de jogo responsável e detecção de sinais de jogo problemático',
                'Obrigação legal (art. 7º, II), Portaria SPA/MF nº 1.231/2024',
              ],
              [
                'Segurança da conta, registros de acesso e integridade esportiva',
                'Obrigação legal (Marco Civil da Internet, Lei nº 12.965/2014) e legítimo interesse (art. 7º, IX)',
              ],
              ['Atendimento e resposta a reclamações', 'Execução de contrato e obrigação legal'],
              [
                'Ofertas e promoções por e-mail, SMS ou notificação',
                'Consentimento (art. 7º, I), que você pode retirar a qualquer momento',
              ],
              [
                'Estatísticas de uso e melhoria do produto',
                'Legítimo interesse (art. 7º, IX), com dados agregados sempre que possível',
              ],
              [
                'Defesa em processos judiciais, administrativos ou arbitrais',
                'Exercício regular de direitos (art. 7º, VI)',
              ],
            ]}
          />
          <p>
            Não tomamos decisões que afetem seus direitos apenas com base em tratamento automatizado sem
            revisão humana quando você a solicitar (art. 20 da LGPD). Sinais automáticos de risco, como
            padrões de fraude ou de jogo problemático, são sempre analisados por nossa equipe antes de medidas
            como o encerramento da conta.
          </p>
        </>
      ),
    },
    {
      id: 'compartilhamento',
      title: '4. Com quem compartilhamos',
      body: (
        <>
          <p>Não vendemos seus dados. Compartilhamos apenas o necessário com:</p>
          <ul>
            <li>
              <strong>Autoridades:</strong> Secretaria de Prêmios e Apostas (SPA/MF), Conselho de Controle de
              Atividades Financeiras (COAF), Receita Federal, Banco Central, Poder Judiciário, Ministério
              Público e polícia, quando a lei ou uma ordem judicial exigir.
            </li>
            <li>
              <strong>Instituições de pagamento</strong> autorizadas pelo Banco Central, que processam seus
              Pix.
            </li>
            <li>
              <strong>Fornecedores de verificação</strong> de identidade, prova de vida e consulta a listas de
              PEP e de sanções.
            </li>
            <li>
              <strong>Fornecedores de tecnologia</strong>: hospedagem em nuvem, atendimento por chat, envio de
              e-mail e SMS, provedores de jogos de cassino e de dados esportivos, que atuam como operadores e
              só podem usar os dados conforme nossas instruções e sob contrato de confidencialidade.
            </li>
            <li>
              <strong>Entidades de integridade esportiva</strong>, em caso de suspeita de manipulação de
              resultados, nos limites da lei.
            </li>
          </ul>
          <p>
            Alguns fornecedores podem armazenar dados fora do Brasil. Nesses casos, a transferência
            internacional segue o art. 33 da LGPD, com cláusulas contratuais padrão aprovadas pela ANPD ou
            para países com nível adequado de proteção.
          </p>
        </>
      ),
    },
    {
      id: 'retencao',
      title: '5. Por quanto tempo guardamos',
      body: (
        <>
          <p>Guardamos os dados pelo tempo necessário para a finalidade e pelos prazos que a lei exige:</p>
          <ul>
            <li>
              Cadastro, verificação, apostas e movimentações financeiras: por no mínimo 5 anos após o
              encerramento da conta, como exige a legislação de prevenção à lavagem de dinheiro e a
              regulamentação da SPA/MF.
            </li>
            <li>
              Registros de acesso ao site e aos aplicativos: no mínimo 6 meses (Marco Civil da Internet).
            </li>
            <li>Gravações e mensagens de atendimento: 5 anos, para comprovar o que foi combinado.</li>
            <li>
              Dados para marketing: até você retirar o consentimento ou encerrar a conta, o que vier primeiro.
            </li>
          </ul>
          <p>
            Ao final do prazo, os dados são eliminados ou anonimizados. Se um processo judicial ou uma
            investigação estiver em curso, podemos guardá-los até o fim dele.
          </p>
        </>
      ),
    },
    {
      id: 'seguranca',
      title: '6. Como protegemos seus dados',
      body: (
        <ul>
          <li>Conexão sempre criptografada (HTTPS) e senhas guardadas apenas em forma de hash resistente.</li>
          <li>
            Documentos armazenados com criptografia e acesso restrito a quem precisa deles para trabalhar.
          </li>
          <li>
            Nova autenticação após período de inatividade e registro de todos os acessos, conforme os
            requisitos técnicos da Portaria SPA/MF nº 722/2024.
          </li>
          <li>Testes de segurança periódicos e plano de resposta a incidentes.</li>
        </ul>
      ),
    },
    {
      id: 'direitos',
      title: '7. Seus direitos como titular',
      body: (
        <>
          <p>Pela LGPD (art. 18), você pode pedir a qualquer momento:</p>
          <ul>
            <li>confirmação de que tratamos seus dados e acesso a eles;</li>
            <li>correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>
              anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade;
            </li>
            <li>portabilidade dos dados a outro fornecedor;</li>
            <li>eliminação dos dados tratados com base no seu consentimento;</li>
            <li>informação sobre com quem compartilhamos seus dados;</li>
            <li>informação sobre a possibilidade de não consentir e suas consequências;</li>
            <li>revogação do consentimento;</li>
            <li>revisão de decisões tomadas apenas com base em tratamento automatizado.</li>
          </ul>
          <p>
            Respondemos em até 15 dias. Alguns pedidos podem ser atendidos só em parte: por exemplo, não
            podemos apagar o histórico de apostas e de pagamentos antes do prazo legal de guarda. Nesse caso,
            explicamos o motivo. Para sua segurança, podemos pedir que você confirme a identidade antes de
            atender ao pedido.
          </p>
          <p>
            Se não ficar satisfeito com a nossa resposta, você pode reclamar à Autoridade Nacional de Proteção
            de Dados (ANPD), pelo site gov.br/anpd.
          </p>
        </>
      ),
    },
    {
      id: 'encarregado',
      title: '8. Encarregado pelo tratamento de dados (DPO)',
      body: (
        <>
          <p>
            Nosso encarregado de proteção de dados recebe seus pedidos e reclamações e fala com a ANPD em nome
            da {brand.name}. Escreva para <a href={`mailto:${contacts.privacy}`}>{contacts.privacy}</a>,
            informando nome completo, CPF e o que você deseja.
          </p>
          <p>
            Para assuntos da conta que não envolvem dados pessoais, use o atendimento:{' '}
            <a href={`mailto:${contacts.support}`}>{contacts.support}</a>.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: '9. Cookies e tecnologias semelhantes',
      body: (
        <>
          <p>
            Cookies e o armazenamento local do navegador guardam pequenas informações no seu aparelho. Usamos
            três tipos:
          </p>
          <dl>
            <dt>Essenciais</dt>
            <dd>
              Mantêm sua sessão, a segurança do login, suas preferências (como o último módulo visitado) e o
              identificador do dispositivo usado para prevenir fraudes. Sem eles o site não funciona.
            </dd>
            <dt>Desempenho</dt>
            <dd>Medem o tempo de carregamento e erros, para corrigirmos problemas.</dd>
            <dt>Marketing e atribuição</dt>
            <dd>
              Registram por qual campanha, parceiro ou indicação você chegou (parâmetros utm, identificadores
              de clique e código de indicação). O cookie da página de entrada dura 30 dias; os demais, até 90
              dias.
            </dd>
          </dl>
          <p>
            Você pode apagar ou bloquear cookies nas configurações do navegador. Bloquear os essenciais impede
            o login.
          </p>
        </>
      ),
    },
    {
      id: 'menores',
      title: '10. Crianças e adolescentes',
      body: (
        <p>
          A {brand.name} é proibida para menores de {brand.minimumAge} anos (Lei nº 14.790/2023 e Estatuto da
          Criança e do Adolescente, Lei nº 8.069/1990). Não coletamos intencionalmente dados de menores. Se
          identificarmos um cadastro de menor, a conta é encerrada, os valores depositados são devolvidos à
          conta de origem e os dados são guardados apenas pelo tempo exigido por lei.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: '11. Alterações desta política',
      body: (
        <p>
          Podemos atualizar esta política para refletir mudanças na lei ou no serviço. A data da última
          atualização fica no topo da página. Mudanças relevantes são avisadas por e-mail ou no site antes de
          valerem. Esta política complementa os <Link to="/terms-conditions">Termos e condições</Link>.
        </p>
      ),
    },
  ],
};
