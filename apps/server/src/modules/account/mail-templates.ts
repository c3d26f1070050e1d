import type { Mail } from '../../platform/mail/mailer';

/** The account e-mails, in pt-BR. Links point to the client routes of seed 000 section 2. */
export const accountMail = {
  pin(to: string, pin: string, minutes: number): Mail {
    return {
      to,
      subject: `Seu código de verificação: ${pin}`,
      text: `Olá!\n\nSeu código para confirmar o e-mail é ${pin}.\nEle vale por ${minutes} minutos.\n\nSe você não pediu este código, ignore esta mensagem.`,
      tags: ['account', 'pin'],
    };
  },
  passwordReset(to: string, link: string, minutes: number): Mail {
    return {
      to,
      subject: 'Recuperação de senha',
      text: `Olá!\n\nRecebemos um pedido para criar uma nova senha.\nAbra o link abaixo (válido por ${minutes} minutos):\n${link}\n\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.`,
      tags: ['account', 'password-reset'],
    };
  },
  accountLocked(to: string, link: string, minutes: number): Mail {
    return {
      to,
      subject: 'Sua conta foi bloqueada temporariamente',
      text: `Olá!\n\nRecebemos muitas tentativas de login com senha errada na sua conta, de vários lugares, e a bloqueamos por 15 minutos para protegê-la.\nNos aparelhos em que você já entrou, a senha certa continua funcionando.\n\nSe não foi você, crie uma nova senha pelo link abaixo (válido por ${minutes} minutos); isso também desbloqueia a conta:\n${link}`,
      tags: ['account', 'account-locked'],
    };
  },
  unusualActivity(to: string, link: string, where: string, minutes: number): Mail {
    return {
      to,
      subject: 'Confirme seu acesso',
      text: `Olá!\n\nDetectamos um login de um novo dispositivo (${where}).\nSe foi você, confirme pelo link abaixo (válido por ${minutes} minutos):\n${link}\n\nSe não foi você, troque sua senha imediatamente.`,
      tags: ['account', 'unusual-activity'],
    };
  },
  passwordChanged(to: string): Mail {
    return {
      to,
      subject: 'Sua senha foi alterada',
      text: 'Olá!\n\nA senha da sua conta foi alterada e as outras sessões foram encerradas.\nSe não foi você, fale com o suporte imediatamente.',
      tags: ['account', 'password-changed'],
    };
  },
};

/** a***@example.com */
export function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function describeLocation(l: {
  city: string | null;
  region: string | null;
  isoCountry: string | null;
}) {
  return [l.city, l.region, l.isoCountry].filter(Boolean).join(', ') || 'local desconhecido';
}
