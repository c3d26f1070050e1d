import { maskCellphone, maskCpf } from '../../../lib/masks';

export const formatCpf = (cpf: string) => maskCpf(cpf);
export const formatCellphone = (phone: string) => maskCellphone(phone);
