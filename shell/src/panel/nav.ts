export interface PanelNavItem {
  to: string;
  label: string;
}

/** The panel's areas, in the order shown in the top navigation and the phone menu. */
export const PANEL_NAV: PanelNavItem[] = [
  { to: '/painel/links/shortened', label: 'Links' },
  { to: '/painel/links/page-bio', label: 'Página bio' },
  { to: '/painel/nfoproduct', label: 'Infoproduto' },
  { to: '/painel/sms', label: 'SMS' },
  { to: '/painel/analytics', label: 'Métricas' },
  { to: '/painel/api-reference', label: 'API' },
];

export const API_DOC_URL = '/api-doc';
export const HELP_URL = '/painel/whats-new';
