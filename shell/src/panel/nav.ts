export interface PanelNavItem {
  to: string;
  label: string;
  /** Other paths of the same area: the tab shows as the current area there too. */
  within?: string[];
}

/** The panel's areas, in the order shown in the top navigation and the phone menu. */
export const PANEL_NAV: PanelNavItem[] = [
  // The loading screen is the links' redirect screen, opened from the links page's header.
  { to: '/painel/links/shortened', label: 'Links', within: ['/painel/configs/loading-screen'] },
  { to: '/painel/links/page-bio', label: 'Página bio' },
  { to: '/painel/nfoproduct', label: 'Infoproduto' },
  { to: '/painel/sms', label: 'SMS' },
  { to: '/painel/analytics', label: 'Métricas' },
  { to: '/painel/api-reference', label: 'API' },
];

/** Whether the area of `item` is the one shown at `pathname` (beyond its own page, which NavLink knows). */
export const inArea = (item: PanelNavItem, pathname: string) =>
  item.within?.some((prefix) => pathname.startsWith(prefix)) ?? false;

export const API_DOC_URL = '/api-doc';
export const HELP_URL = '/painel/whats-new';
