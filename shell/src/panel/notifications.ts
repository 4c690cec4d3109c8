export interface PanelNotification {
  id: string;
  title: string;
  description: string;
  to: string;
  actionLabel: string;
}

/**
 * Spec 001 §2: the counter starts at 1 (what's new), adds one when links have errors and one when the user
 * has no bio page. The other two arrive with their API: the daily link check (`error=true` on the links
 * list, which the API does not filter by yet, so asking would count every link as broken) and biographies
 * (`GET /api/v1/biographies` does not exist yet and answered 404 on every panel page).
 */
export const panelNotifications: readonly PanelNotification[] = [
  {
    id: 'whats-new',
    title: 'Novidades no Atalho',
    description: 'Prévias personalizadas, tela de carregamento, métricas e mais.',
    to: '/painel/whats-new',
    actionLabel: 'Ver novidades',
  },
];
