import { billingMail, cardLabel, formatDay, formatMoney, planLabel } from '../payments';

interface DunningFacts {
  planName: string;
  amount: number;
  card: { brand: string; lastFourDigits: string } | null;
  panelUrl: string;
}

const charge = ({ amount, card }: DunningFacts) =>
  `A cobrança de ${formatMoney(amount)}${card ? ` no cartão ${cardLabel(card)}` : ''}`;

/** A renewal's charge failed and will be retried: the plan lasts until the last retry. */
export function retryMail(facts: DunningFacts, nextTry: Date, graceEnd: Date) {
  const plan = planLabel(facts.planName);
  return billingMail({
    subject: `Não conseguimos renovar o seu ${plan} — Atalho`,
    intro: [
      `${charge(facts)} para renovar o ${plan} não foi aprovada.`,
      `Vamos tentar de novo em ${formatDay(nextTry)}. Até lá o seu plano continua ativo. Se a última tentativa, em ${formatDay(graceEnd)}, também falhar, o plano será encerrado.`,
      'Confira se o cartão tem limite ou cadastre outro cartão no painel.',
    ],
    panelUrl: facts.panelUrl,
    panelNote: 'Suas assinaturas e cartões ficam em',
  });
}

/** The last retry failed: the plan ended. */
export function endedMail(facts: DunningFacts) {
  const plan = planLabel(facts.planName);
  return billingMail({
    subject: `O seu ${plan} foi encerrado — Atalho`,
    intro: [
      `${charge(facts)} para renovar o ${plan} não foi aprovada em nenhuma das tentativas, e o plano foi encerrado.`,
      'Você pode assinar de novo quando quiser na página de planos.',
    ],
    panelUrl: facts.panelUrl,
    panelNote: 'Suas assinaturas ficam em',
  });
}
