import { templateLinks } from '@atalho/sdk/schemas/sms';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { HostScope } from '../../extensions';
import type { UrlSafetyOptions } from '../../security/url-safety';
import { createOnlineAddress } from '../online-addresses/create-online-address';
import { findOwnedLinkByCode, type ShootingLinkRow } from './queries';

/** What shortening needs from the app: the product's hosts, the owner's short-link origin, the URL checks. */
export interface LinkHosts {
  /** PUBLIC_URL's host (`atalho.app`), lower-cased. */
  publicHost: string;
  /** A customer's verified host, or the main one (the custom-domains module's map). */
  resolve(host: string): HostScope;
  /** Where the owner's links are shared (`https://links.loja.com.br` or PUBLIC_URL). */
  originOf(ownerId: number): string;
  urlSafety: UrlSafetyOptions;
}

export interface ShortenedTemplate {
  template: string;
  /** The short links the shooting tracks. */
  links: { id: number; code: string }[];
}

/** The code of a short link on PUBLIC_URL or on the owner's verified host (`https://atalho.app/AbC1234`), else null. */
function ownShortCode(link: string, ownerId: number, hosts: LinkHosts): string | null {
  const url = URL.parse(link);
  if (!url || url.search || url.hash) return null;
  if (url.hostname.toLowerCase() !== hosts.publicHost) {
    const scope = hosts.resolve(url.host.toLowerCase());
    if (scope.kind !== 'owner' || scope.ownerId !== ownerId) return null;
  }
  const code = url.pathname.replace(/^\/|\/$/g, '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null;
}

/** Whether a URL is on the product's hosts at all (PUBLIC_URL's or a customer's). */
function isProductHost(link: string, hosts: LinkHosts): boolean {
  const url = URL.parse(link);
  if (!url) return false;
  return (
    url.hostname.toLowerCase() === hosts.publicHost || hosts.resolve(url.host.toLowerCase()).kind !== 'main'
  );
}

/**
 * With `shortenUrls` (spec 002 §5): each URL of the template that is not a product short link becomes a new
 * short link of the owner (create-online-address: the same checks and code), or the one this shooting already
 * made for it, and the template shows the short URL instead. The owner's own short links in the template are
 * linked as they are; another owner's, or any other product address, stays as typed and is not tracked.
 * Runs before the save's transaction (the URL checks may resolve names).
 */
export async function shortenTemplateLinks(
  db: Db,
  user: AuthenticatedUser,
  template: string,
  current: readonly ShootingLinkRow[],
  hosts: LinkHosts,
): Promise<ShortenedTemplate> {
  const origin = hosts.originOf(user.id);
  const replacements = new Map<string, string>();
  const links = new Map<number, { id: number; code: string }>();
  for (const link of templateLinks(template)) {
    const code = ownShortCode(link, user.id, hosts);
    if (code !== null) {
      const owned = await findOwnedLinkByCode(db, user.id, code);
      if (owned) links.set(owned.id, owned);
      continue;
    }
    if (isProductHost(link, hosts)) continue;
    const reused = current.find((row) => row.url === link);
    const row = reused
      ? { id: reused.onlineAddressId, code: reused.code }
      : await createOnlineAddress(db, { url: link }, user, hosts.urlSafety);
    links.set(row.id, { id: row.id, code: row.code });
    replacements.set(link, `${origin}/${row.code}`);
  }
  let shortened = template;
  for (const [link, shortUrl] of [...replacements].sort(([a], [b]) => b.length - a.length)) {
    shortened = shortened.split(link).join(shortUrl);
  }
  return { template: shortened, links: [...links.values()] };
}
