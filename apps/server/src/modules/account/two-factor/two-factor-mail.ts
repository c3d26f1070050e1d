import type { Mail } from '../../../platform/mail/mailer';

/** The two-factor e-mails, in pt-BR. The code is in the subject too (what the PIN e-mail does). */
export const twoFactorMail = {
  code(to: string, code: string, minutes: number, purpose: 'login' | 'setup' | 'disable'): Mail {
    const why = {
      login: 'concluir o login na sua conta',
      setup: 'ativar a verificação em duas etapas',
      disable: 'desativar a verificação em duas etapas',
    }[purpose];
    return {
      to,
      subject: `Seu código de verificação: ${code}`,
      text: `Olá!\n\nUse o código ${code} para ${why}.\nEle vale por ${minutes} minutos.\n\nSe não foi você, não informe o código a ninguém e troque sua senha.`,
      tags: ['account', 'two-factor', purpose],
    };
  },
  enabled(to: string): Mail {
    return {
      to,
      subject: 'Verificação em duas etapas ativada',
      text: 'Olá!\n\nA verificação em duas etapas foi ativada na sua conta. A partir de agora, o login pede também um código.\n\nSe não foi você, fale com o suporte imediatamente.',
      tags: ['account', 'two-factor', 'enabled'],
    };
  },
  disabled(to: string): Mail {
    return {
      to,
      subject: 'Verificação em duas etapas desativada',
      text: 'Olá!\n\nA verificação em duas etapas foi desativada na sua conta.\n\nSe não foi você, troque sua senha e fale com o suporte imediatamente.',
      tags: ['account', 'two-factor', 'disabled'],
    };
  },
};
