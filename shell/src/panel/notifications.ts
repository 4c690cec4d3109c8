export interface PanelNotification {
  id: string;
  title: string;
  description: string;
  to: string;
  actionLabel: string;
}

/** The links list filtered by irregular links (spec 001 §2 "link-errors notice"). */
export const LINK_ERRORS_URL = '/painel/links/shortened?page=0&errorIn=1';

/** A paid plan whose renewal was refused and is being retried (decision 030, dunning). */
export interface PastDuePlan {
  /** The plan's display name ("Profissional"). */
  plan: string;
  /** When the next try happens, already formatted ("05/12/2026"). */
  retryOn: string;
}

export interface NotificationFacts {
  /** Links whose last check failed (`error=true&size=1`'s total); undefined while unknown. */
  linkErrors: number | undefined;
  /** Whether the user has a bio page (a live link of type BIO); undefined while unknown. */
  hasBio: boolean | undefined;
  /** Plans in their grace period after a refused renewal; undefined while unknown. */
  pastDue?: PastDuePlan[] | undefined;
}

const whatsNew: PanelNotification = {
  id: 'whats-new',
  title: 'Novidades no Atalho',
  description: 'Prévias personalizadas, tela de carregamento, métricas e mais.',
  to: '/painel/whats-new',
  actionLabel: 'Ver novidades',
};

/**
 * Spec 001 §2: the counter starts at 1 (what's new), adds one when links have errors and one when the user
 * has no bio page; and one per plan whose renewal was refused (issue 35, dunning). The list is the counter: one
 * notice per reason.
 */
export function panelNotifications({ linkErrors, hasBio, pastDue }: NotificationFacts): PanelNotification[] {
  const items = [whatsNew];
  for (const due of pastDue ?? []) {
    items.push({
      id: `past-due-${due.plan}`,
      title: `Renovação do plano ${due.plan} recusada`,
      description: `Tentaremos cobrar de novo em ${due.retryOn}. Confira o cartão para não perder o plano.`,
      to: '/painel/subscriptions',
      actionLabel: 'Ver assinatura',
    });
  }
  if (linkErrors !== undefined && linkErrors > 0) {
    items.push({
      id: 'link-errors',
      title: linkErrors === 1 ? '1 link com erro' : `${linkErrors} links com erro`,
      description: 'A verificação diária não conseguiu abrir o destino. Confira os endereços.',
      to: LINK_ERRORS_URL,
      actionLabel: 'Verificar',
    });
  }
  if (hasBio === false) {
    items.push({
      id: 'no-bio',
      title: 'Crie sua página bio',
      description: 'Todos os seus links numa página só, pronta para a bio das redes sociais.',
      to: '/painel/links/page-bio',
      actionLabel: 'Criar página bio',
    });
  }
  return items;
}
