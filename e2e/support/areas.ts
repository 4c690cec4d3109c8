/** One route per remote, with the level-1 heading its page renders (pt-BR copy from each remote's i18n). */
export interface Area {
  remote: string;
  folder: string;
  route: string;
  heading: RegExp;
  signedIn: boolean;
}

export const areas: Area[] = [
  {
    remote: 'mf_public',
    folder: 'mf-public',
    route: '/',
    heading: /^Links curtos que contam cada clique$/,
    signedIn: false,
  },
  {
    remote: 'mf_links',
    folder: 'mf-links',
    route: '/painel/links/shortened',
    heading: /^Links encurtados$/,
    signedIn: true,
  },
  {
    remote: 'mf_bio',
    folder: 'mf-bio',
    route: '/painel/links/page-bio',
    heading: /^Página de bio$/,
    signedIn: true,
  },
  {
    remote: 'mf_infoproduct',
    folder: 'mf-infoproduct',
    route: '/painel/nfoproduct',
    heading: /^Infoprodutos$/,
    signedIn: true,
  },
  { remote: 'mf_sms', folder: 'mf-sms', route: '/painel/sms', heading: /^SMS$/, signedIn: true },
  {
    remote: 'mf_analytics',
    folder: 'mf-analytics',
    route: '/painel/analytics',
    heading: /^Métricas$/,
    signedIn: true,
  },
  {
    remote: 'mf_billing',
    folder: 'mf-billing',
    route: '/plans',
    heading: /^Planos e preços$/,
    signedIn: false,
  },
];

export function area(remote: string): Area {
  const found = areas.find((a) => a.remote === remote);
  if (!found) throw new Error(`unknown remote ${remote}`);
  return found;
}

/** What the shell's remote error boundary shows (shell/src/federation). */
export const fallbackText = 'Não foi possível carregar esta área';
