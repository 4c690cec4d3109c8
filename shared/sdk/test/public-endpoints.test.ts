import { describe, expect, it } from 'vitest';
import { createLink, getLinkView, getLinkVisit, listLinks } from '../src/links';
import { listPlans } from '../src/plans';
import { latestPrivacyPolicy } from '../src/terms';
import { pageOf } from '../src/testing';
import { fetchMock, jsonResponse, lastRequest, useFetchMock } from './fetch-mock';

useFetchMock();

const link = {
  id: 1,
  code: 'abc',
  url: 'https://example.com',
  type: 'STANDARD',
  user: null,
  openGraph: null,
  tags: null,
  active: true,
  error: false,
  lastCheck: null,
  dateCreate: '2026-11-20T10:00:00Z',
};

describe('links (API resource online-addresses)', () => {
  it('asks for a link by code with view=true and answers null on 404', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ messages: ['notFound'] }, 404));
    await expect(getLinkView('abc')).resolves.toBeNull();
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/online-addresses/code/abc');
    expect(url.searchParams.get('view')).toBe('true');
  });

  it("gives the visitor view with the lookup's Visit-Token header", async () => {
    const view = { ...link, biography: null, infoproduct: null };
    const response = jsonResponse(view);
    response.headers.set('Visit-Token', 'tok.en');
    fetchMock.mockResolvedValueOnce(response);
    const visit = await getLinkVisit('abc');
    expect(visit?.visitToken).toBe('tok.en');
    expect(visit?.link.code).toBe('abc');
  });

  it('rethrows other failures of the lookup', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ messages: [] }, 500));
    await expect(getLinkView('abc')).rejects.toThrow();
  });

  it('creates a link and checks the answer against the OnlineAddress schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(link, 201));
    await expect(createLink({ url: 'example.com' })).resolves.toMatchObject({ id: 1, code: 'abc' });
    expect(await lastRequest().json()).toEqual({ url: 'example.com' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...link, code: 42 }, 201));
    await expect(createLink({ url: 'example.com' })).rejects.toThrow();
  });

  it('sends the list query as given', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(pageOf([link])));
    const page = await listLinks({ page: 2, size: 10, orderBy: 'dateCreate:DESC' });
    expect(page.content).toHaveLength(1);
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/online-addresses');
    expect(url.search).toBe('?page=2&size=10&orderBy=dateCreate%3ADESC');
  });
});

describe('plans and terms', () => {
  it('lists the active plans with their includes', async () => {
    const plan = { id: 1, name: 'URL_SHORTNER_FREE', price: 0, annualPrice: 0, free: true, active: true };
    fetchMock.mockResolvedValueOnce(jsonResponse(pageOf([plan])));
    await expect(listPlans()).resolves.toEqual([plan]);
    const query = new URL(lastRequest().url).searchParams;
    expect(query.get('size')).toBe('100');
    expect(query.get('active')).toBe('true');
    expect(query.get('embedSubscriptionPlanInclude')).toBe('true');
  });

  it('takes the newest privacy policy (size 1, id:DESC)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(pageOf([])));
    await expect(latestPrivacyPolicy()).resolves.toBeNull();
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/api/v1/privacy-policies');
    expect(url.searchParams.get('orderBy')).toBe('id:DESC');
    expect(url.searchParams.get('size')).toBe('1');
  });
});
