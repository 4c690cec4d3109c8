import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RemoteRoutes, type RemoteRoutesProps } from '../src/federation/RemoteRoutes';
import { routes } from '../src/routes';

/** Which remote's routes module the shell mounts for a URL, under which prefix and with which fallback. */
function mountedFor(url: string): RemoteRoutesProps | null {
  const element = matchRoutes(routes, url)?.at(-1)?.route.element as ReactElement<RemoteRoutesProps>;
  return element?.type === RemoteRoutes ? element.props : null;
}

const panel = (remote: string, base: string) => ({ remote, base, fallback: '/painel/links/shortened' });
const outside = (remote: string, base: string) => ({ remote, base, fallback: '/' });

describe('shell routes: path prefix → remote', () => {
  it.each([
    ['/painel/links/shortened', panel('mf_links', '/painel/links/shortened')],
    ['/painel/links/shortened/42', panel('mf_links', '/painel/links/shortened')],
    ['/painel/api-reference', panel('mf_links', '/painel/api-reference')],
    ['/painel/whats-new', panel('mf_links', '/painel/whats-new')],
    ['/painel/links/page-bio', panel('mf_bio', '/painel/links/page-bio')],
    ['/painel/nfoproduct', panel('mf_infoproduct', '/painel/nfoproduct')],
    ['/painel/sms/contacts', panel('mf_sms', '/painel/sms')],
    ['/painel/analytics/a-page-the-shell-never-heard-of', panel('mf_analytics', '/painel/analytics')],
    ['/painel/subscriptions', panel('mf_billing', '/painel/subscriptions')],
    ['/plans', outside('mf_billing', '/plans')],
    ['/whats-new', outside('mf_links', '/whats-new')],
    ['/', outside('mf_public', '/')],
    ['/conversion', outside('mf_public', '/')],
    ['/lp', outside('mf_public', '/')],
    ['/privacy-policy', outside('mf_public', '/')],
  ])('%s is mounted from its remote', (url, expected) => {
    expect(mountedFor(url)).toEqual(expected);
  });

  it('keeps its own pages and the panel redirects', () => {
    expect(mountedFor('/loading')).toBeNull();
    expect(mountedFor('/painel')).toBeNull();
    expect(mountedFor('/painel/unknown')).toBeNull();
  });
});
