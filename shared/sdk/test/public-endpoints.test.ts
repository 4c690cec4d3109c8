import { describe, expect, it } from 'vitest';
import { getOnlineAddressView, registerContactAccess } from '../src/online-addresses';
import { listPlans } from '../src/plans';
import { latestPrivacyPolicy } from '../src/terms';
import { fetchMock, jsonResponse, lastRequest, useFetchMock } from './fetch-mock';

useFetchMock();

describe('public endpoint functions', () => {
  it('asks for a link by code with view=true and answers null on 404', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ messages: ['notFound'] }, 404));
    await expect(getOnlineAddressView('abc')).resolves.toBeNull();
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/online-addresses/code/abc');
    expect(url.searchParams.get('view')).toBe('true');
  });

  it('rethrows other failures of the lookup', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ messages: [] }, 500));
    await expect(getOnlineAddressView('abc')).rejects.toThrow();
  });

  it('sends the contact access in the spec shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 201));
    await registerContactAccess({ contactCode: 'c1', onlineAddressCode: 'xyz' });
    expect(await lastRequest().json()).toEqual({
      smsShootingHasContact: { contact: { code: 'c1' } },
      smsShootingHasOnlineAddress: { onlineAddress: { code: 'xyz' } },
    });
  });

  it('lists the active plans with their includes', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ content: [{ id: 1, name: 'FREE' }] }));
    await expect(listPlans()).resolves.toEqual([{ id: 1, name: 'FREE' }]);
    const query = new URL(lastRequest().url).searchParams;
    expect(query.get('size')).toBe('100');
    expect(query.get('active')).toBe('true');
    expect(query.get('embedSubscriptionPlanInclude')).toBe('true');
  });

  it('takes the newest privacy policy (size 1, id:DESC)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ content: [] }));
    await expect(latestPrivacyPolicy()).resolves.toBeNull();
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/privacy-policies');
    expect(url.searchParams.get('orderBy')).toBe('id:DESC');
    expect(url.searchParams.get('size')).toBe('1');
  });
});
