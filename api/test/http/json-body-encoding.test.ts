import { describe, expect, it } from 'vitest';
import { onlineAddresses } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

/** A JSON body is read as the UTF-8 bytes sent: anything that says otherwise is refused, not guessed at. */
const ctx = useTestApp();
const body = JSON.stringify({ url: 'https://exemplo.com/ção' });

function post(headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/online-addresses', headers, payload: body });
}

describe('JSON body encoding', () => {
  it.each([
    ['application/json'],
    ['application/json; charset=utf-8'],
    ['application/json;charset=UTF-8'],
    ['application/json; charset="utf-8"'],
    ['application/json;'],
  ])('reads %s', async (contentType) => {
    const response = await post({ 'content-type': contentType, 'content-encoding': 'identity' });
    expect(response.statusCode).toBe(201);
    expect(await ctx.app.db.$count(onlineAddresses)).toBe(1);
  });

  it.each([
    [{ 'content-type': 'application/json; charset=latin1' }],
    [{ 'content-type': 'application/json; charset=utf-16' }],
    [{ 'content-type': 'application/json; charset="' }],
    [{ 'content-type': 'application/json; charset' }],
    [{ 'content-type': 'application/json; charset=' }],
    [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }],
  ])('answers 415 to %j, storing nothing', async (headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ messages: ['unsupported.media.type'] });
    expect(await ctx.app.db.$count(onlineAddresses)).toBe(0);
  });
});
