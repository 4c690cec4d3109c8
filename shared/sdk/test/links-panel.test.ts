import { describe, expect, it } from 'vitest';
import { createApiCredential, revokeApiCredential } from '../src/auth';
import { checkLinkCode, countLinks, linkKeys, reorderLinks, setLinkActive } from '../src/links';
import { linkFixture, pageOf } from '../src/testing';
import { fetchMock, jsonResponse, lastRequest, useFetchMock } from './fetch-mock';

useFetchMock();

const link = linkFixture({ id: 7, code: 'promo', url: 'https://example.com', user: { id: 1 }, clicks: 12 });
const page = (totalElements: number) => pageOf([link], { size: 1, totalElements });

describe('links panel SDK', () => {
  it('counts with a size-1 call keeping the filters (the drawer live count)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(page(42)));
    await expect(countLinks({ withClicks: true, errorIn: '0,1', page: 3, size: 50 })).resolves.toBe(42);
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/online-addresses');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      withClicks: 'true',
      errorIn: '0,1',
      page: '0',
      size: '1',
    });
    expect(linkKeys.count({ withClicks: true })).toEqual(['links', 'count', { withClicks: true }]);
  });

  it('checks a code for the link being edited', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'promo', available: true, reason: null }));
    await expect(checkLinkCode('promo', 7)).resolves.toMatchObject({ available: true });
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/online-addresses/code-availability');
    expect(url.searchParams.get('onlineAddressId')).toBe('7');
  });

  it('deactivates with the whole address and saves a page order', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...link, active: false }));
    await expect(setLinkActive(link as never, false)).resolves.toMatchObject({ active: false });
    expect(lastRequest().method).toBe('PUT');
    expect(await lastRequest().json()).toEqual({ code: 'promo', url: 'https://example.com', active: false });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await reorderLinks([3, 1, 2]);
    expect(new URL(lastRequest().url).pathname).toBe('/api/v1/online-addresses/order');
    expect(await lastRequest().json()).toEqual({ ids: [3, 1, 2] });
  });

  it('creates and revokes API credentials', async () => {
    const created = { id: 2, authorization: 'atk_x', expiredAt: '2027-11-22T20:00:00.000Z[UTC]' };
    fetchMock.mockResolvedValueOnce(jsonResponse(created, 201));
    await expect(createApiCredential()).resolves.toEqual(created);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await revokeApiCredential(2);
    expect(lastRequest().method).toBe('DELETE');
    expect(new URL(lastRequest().url).pathname).toBe('/api/v1/auth/api-credentials/2');
  });
});
