/** One place of the account area: the menu and the /user-account hub list the same ones. */
export type AccountDestination = {
  key: string;
  to: string;
  label: string;
  /** A line under the label on the hub page. */
  hint: string;
};

/** Money first: Sacar leads, so /withdrawal is one tap after the menu opens. */
export const MONEY_ACTIONS: AccountDestination[] = [
  { key: 'withdrawal', to: '/withdrawal', label: 'Sacar', hint: 'Receba seu saldo por Pix' },
  { key: 'deposit', to: '/deposit', label: 'Depositar', hint: 'Pix com saldo na hora' },
];

export const ACCOUNT_DESTINATIONS: AccountDestination[] = [
  { key: 'pix-keys', to: '/bank-accounts', label: 'Chaves Pix', hint: 'Chaves para receber seus saques' },
  { key: 'transactions', to: '/transactions', label: 'Transações', hint: 'Depósitos e saques' },
  {
    key: 'identity',
    to: '/user-identification',
    label: 'Verificação de identidade',
    hint: 'Documentos e verificação facial',
  },
  { key: 'bets', to: '/bet-history', label: 'Minhas apostas', hint: 'Apostas abertas e encerradas' },
  {
    key: 'casino-history',
    to: '/casino-history',
    label: 'Histórico do cassino',
    hint: 'Suas rodadas nos jogos',
  },
  {
    key: 'responsible-gaming',
    to: '/responsable-game',
    label: 'Jogo responsável',
    hint: 'Limites, pausas e autoexclusão',
  },
  { key: 'account-data', to: '/user-account#dados', label: 'Dados da conta', hint: 'Nome, CPF e contato' },
  { key: 'security', to: '/user-account#seguranca', label: 'Segurança', hint: 'Senha e sessões ativas' },
];
