import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../account';
import { formatPixKey } from './format-key';

/** The signed-in bettor's CPF as a Pix key reads it (529.982.247-25), or null until known. */
export function useOwnCpf(): string | null {
  const me = useQuery({ queryKey: ['account', 'profile'], queryFn: accountApi.me });
  const cpf = me.data?.userDetail.cpf;
  return cpf ? formatPixKey('CPF', cpf.replace(/\D/g, '')) : null;
}
