import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { contacts } from '../contacts';
import type { ContentDocument } from '../types';

export const antiLaunderingPolicy: ContentDocument = {
  title: 'Política de prevenção à lavagem de dinheiro',
  description: `Como a ${brand.name} previne a lavagem de dinheiro e o financiamento do terrorismo: identificação de clientes, PEP, monitoramento e comunicação ao COAF.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      Empresas de apostas são obrigadas por lei a conhecer seus clientes e a comunicar operações suspeitas.
      Esta política resume como a {brand.name} cumpre essas obrigações e o que isso significa para você.
    </p>
  ),
  sections: [
    {
      id: 'base-legal',
      title: '1. Objetivo e base legal',
      body: (
        <>
          <p>
            A {brand.name} adota políticas, procedimentos e controles internos para prevenir a lavagem de
            dinheiro, o financiamento do terrorismo e o financiamento da proliferação de armas de destruição
            em massa (PLD/FTP), conforme:
          </p>
          <ul>
            <li>
              Lei nº 9.613/1998 (crimes de lavagem de dinheiro), que inclui as operadoras de apostas entre as
              pessoas obrigadas;
            </li>
            <li>Lei nº 14.790/2023 e Lei nº 13.756/2018, que regulam as apostas de quota fixa;</li>
            <li>
              Lei nº 13.260/2016 (terrorismo) e Lei nº 13.810/2019 (sanções do Conselho de Segurança da ONU);
            </li>
            <li>as portarias da Secretaria de Prêmios e Apostas (SPA/MF) e as normas do COAF.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'conheca-seu-cliente',
      title: '2. Conheça seu cliente (KYC)',
      body: (
        <>
          <p>Antes do primeiro depósito, identificamos e verificamos cada apostador:</p>
          <ul>
            <li>CPF consultado em bases oficiais, com nome e data de nascimento conferidos;</li>
            <li>documento de identidade com foto, comprovante de endereço e selfie ou prova de vida;</li>
            <li>consulta ao cadastro de pessoas impedidas de apostar mantido pela SPA/MF;</li>
            <li>consulta a listas de sanções nacionais e internacionais.</li>
          </ul>
          <p>
            Conforme o volume movimentado, podemos pedir informações adicionais, como profissão, renda e a
            origem dos recursos, com documentos que as comprovem (holerite, declaração de imposto de renda,
            extrato bancário). Enquanto a verificação não é concluída, depósitos, apostas ou saques podem
            ficar limitados.
          </p>
        </>
      ),
    },
    {
      id: 'pep',
      title: '3. Pessoas expostas politicamente (PEP)',
      body: (
        <p>
          Pessoas que exercem ou exerceram, nos últimos cinco anos, cargos públicos relevantes (como mandatos
          eletivos, ministérios, altos cargos do Judiciário, das Forças Armadas e de empresas estatais), bem
          como seus familiares e colaboradores próximos, são pessoas expostas politicamente. Elas podem ter
          conta na {brand.name}, mas passam por diligência reforçada: aprovação da área de compliance,
          comprovação da origem dos recursos e monitoramento mais frequente. Informe no cadastro se você é
          PEP; identificamos também por consulta a bases oficiais.
        </p>
      ),
    },
    {
      id: 'monitoramento',
      title: '4. Monitoramento das operações',
      body: (
        <>
          <p>
            Todas as movimentações são monitoradas por regras automáticas e analisadas por pessoas. Alguns
            exemplos de situações que examinamos com atenção:
          </p>
          <ul>
            <li>depósitos seguidos de saque sem apostas, ou com apostas mínimas;</li>
            <li>valores incompatíveis com a renda ou a profissão informadas;</li>
            <li>depósitos fracionados para ficar abaixo de limites de análise;</li>
            <li>apostas combinadas entre contas para transferir dinheiro de uma pessoa para outra;</li>
            <li>apostas em cotações muito baixas dos dois lados de um mesmo evento;</li>
            <li>uso da conta por terceiros ou acessos de muitos aparelhos e locais diferentes.</li>
          </ul>
          <p>
            O Pix restrito a contas no CPF do próprio apostador, e a proibição de dinheiro em espécie e
            criptoativos, garantem que a origem e o destino de cada real sejam conhecidos.
          </p>
        </>
      ),
    },
    {
      id: 'coaf',
      title: '5. Comunicação ao COAF',
      body: (
        <p>
          Operações com indícios de lavagem de dinheiro ou de financiamento do terrorismo são comunicadas ao
          Conselho de Controle de Atividades Financeiras (COAF), como determina a Lei nº 9.613/1998, sem aviso
          ao cliente: a lei proíbe informar a pessoa sobre a comunicação. Também cumprimos imediatamente as
          ordens de indisponibilidade de bens de pessoas sancionadas pelo Conselho de Segurança da ONU.
        </p>
      ),
    },
    {
      id: 'medidas',
      title: '6. Medidas que podemos tomar',
      body: (
        <ul>
          <li>pedir documentos e informações adicionais;</li>
          <li>reter um saque até a conclusão da análise;</li>
          <li>limitar depósitos e apostas;</li>
          <li>
            encerrar a conta, devolvendo os valores legítimos por Pix para conta no CPF do titular, salvo
            ordem de bloqueio de autoridade competente.
          </li>
        </ul>
      ),
    },
    {
      id: 'registros',
      title: '7. Guarda de registros',
      body: (
        <p>
          Guardamos cadastro, documentos, apostas e transações por no mínimo 5 anos após o encerramento da
          conta e os disponibilizamos às autoridades quando requisitados. O tratamento desses dados segue a{' '}
          <Link to="/privacy-policy">Política de privacidade</Link>.
        </p>
      ),
    },
    {
      id: 'governanca',
      title: '8. Governança e treinamento',
      body: (
        <p>
          A política é aprovada pela diretoria, que indica um diretor responsável pelo cumprimento das
          obrigações de PLD/FTP perante a SPA/MF. Todos os funcionários passam por treinamento anual, e os
          procedimentos são avaliados periodicamente por auditoria independente. Novos produtos, fornecedores
          e parceiros passam por avaliação de risco antes de entrar em operação.
        </p>
      ),
    },
    {
      id: 'denuncias',
      title: '9. Como reportar uma suspeita',
      body: (
        <p>
          Se você suspeitar de uso indevido da plataforma, escreva para{' '}
          <a href={`mailto:${contacts.compliance}`}>{contacts.compliance}</a>. Sua identidade é mantida em
          sigilo.
        </p>
      ),
    },
  ],
};
