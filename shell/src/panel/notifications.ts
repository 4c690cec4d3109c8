import { api, silent } from '@atalho/sdk';

export interface PanelNotification {
  id: string;
  title: string;
  description: string;
  to: string;
  actionLabel: string;
}

function totalElements(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('totalElements' in body)) return null;
  return typeof body.totalElements === 'number' ? body.totalElements : null;
}

async function countOf(path: string, searchParams: Record<string, string | number | boolean>) {
  try {
    return totalElements(await api.get(path, { ...silent, searchParams }).json());
  } catch {
    return null;
  }
}

/**
 * Spec 001 §2: the counter starts at 1 (what's new), adds one when links have errors and one when
 * the user has no bio page. A failed check adds nothing.
 */
export async function loadNotifications(): Promise<PanelNotification[]> {
  const [brokenLinks, bios] = await Promise.all([
    countOf('online-addresses', { page: 0, size: 1, error: true }),
    countOf('biographies', { page: 0, size: 1, userAuth: true }),
  ]);
  const items: PanelNotification[] = [
    {
      id: 'whats-new',
      title: 'Novidades no Atalho',
      description: 'Prévias personalizadas, tela de carregamento, métricas e mais.',
      to: '/painel/whats-new',
      actionLabel: 'Ver novidades',
    },
  ];
  if (brokenLinks && brokenLinks > 0) {
    items.push({
      id: 'link-errors',
      title: brokenLinks === 1 ? '1 link com erro' : `${brokenLinks} links com erro`,
      description: 'Encontramos endereços que não responderam na última verificação.',
      to: '/painel/links/shortened?page=0&errorIn=1',
      actionLabel: 'Verificar',
    });
  }
  if (bios === 0) {
    items.push({
      id: 'no-bio',
      title: 'Crie sua página bio',
      description: 'Reúna seus links e redes sociais em uma página só.',
      to: '/painel/links/page-bio',
      actionLabel: 'Criar página',
    });
  }
  return items;
}
