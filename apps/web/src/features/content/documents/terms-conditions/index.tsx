import { brand } from '../../../../lib/brand';
import type { ContentDocument } from '../../types';
import { accountAndMoneySections } from './account-and-money';
import { bettingAndClosureSections } from './betting-and-closure';

export const termsConditions: ContentDocument = {
  title: 'Termos e condições',
  description: `Regras de uso da ${brand.name}: conta única por CPF, Pix, aceite de apostas, cotações fixas, limites, autoexclusão, reclamações e lei aplicável.`,
  updatedAt: '2026-11-20',
  intro: (
    <p>
      Leia com atenção: estes termos dizem quem pode apostar, como funcionam sua conta, os pagamentos por Pix
      e as apostas, e o que fazer se algo der errado. Em caso de dúvida, fale com o atendimento antes de
      apostar.
    </p>
  ),
  sections: [...accountAndMoneySections, ...bettingAndClosureSections],
};
