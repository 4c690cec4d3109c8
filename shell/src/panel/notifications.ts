export interface PanelNotification {
  id: string;
  title: string;
  description: string;
  to: string;
  actionLabel: string;
}

/** The links list filtered by irregular links (spec 001 §2 "link-errors notice"). */
export const LINK_ERRORS_URL = '/painel/links/shortened?page=0&errorIn=1';

export interface NotificationFacts {
  /** Links whose last check failed (`error=true&size=1`'s total); undefined while unknown. */
  linkErrors: number | undefined;
  /** Whether the user has a bio page (a live link of type BIO); undefined while unknown. */
  hasBio: boolean | undefined;
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
 * has no bio page. The list is the counter: one notice per reason.
 */
export function panelNotifications({ linkErrors, hasBio }: NotificationFacts): PanelNotification[] {
  const items = [whatsNew];
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
