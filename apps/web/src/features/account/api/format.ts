import { maskCellphone, maskCpf } from './masks';

export const formatCpf = (cpf: string) => maskCpf(cpf);
export const formatCellphone = (phone: string) => maskCellphone(phone);
