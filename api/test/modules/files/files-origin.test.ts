import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { bioBody, createBio, upload } from '../biographies/fixtures';

const FILES = 'https://files.atalho-usercontent.test';
const ctx = useTestApp({ config: { filesPublicUrl: FILES } });

describe('FILES_PUBLIC_URL: user files on a separate origin', () => {
  it('gives uploads an address there; the main origin redirects (301) there; that host serves them', async () => {
    const token = await signIn(ctx.app, 'origem@example.com');
    const file = await upload(ctx.app, token, 'png');
    const key = file.src.split('/').pop() ?? '';
    expect(file.src).toBe(`${FILES}/files/${key}`);
    expect(key).toMatch(/^[a-f0-9]{64}\.png$/);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/${file.id}`,
      headers: bearer(token),
    });
    expect(read.json().src).toBe(file.src);

    const main = await ctx.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(main.statusCode).toBe(301);
    expect(main.headers.location).toBe(file.src);
    expect(main.rawPayload.length).toBe(0);

    const served = await ctx.app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { host: 'files.atalho-usercontent.test' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.length).toBe(file.size);
    // A malformed name is no redirect.
    expect((await ctx.app.inject({ method: 'GET', url: '/files/x.png' })).statusCode).toBe(404);
  });

  it('lets a bio use an upload by its address on the files origin (and only by that one)', async () => {
    const token = await signIn(ctx.app, 'bio-origem@example.com');
    const file = await upload(ctx.app, token, 'png');
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anaorigem', { cover: { id: file.id, src: file.src } }),
    );
    expect(bio.cover).toMatchObject({ id: file.id, src: file.src });
    const onMain = file.src.replace(FILES, ctx.app.config.publicUrl);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/biographies/${bio.id}`,
      headers: bearer(token),
      payload: { picture: { id: file.id, src: onMain } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('reads FILES_PUBLIC_URL as an origin other than PUBLIC_URL; unset, files stay on PUBLIC_URL', () => {
    const base = { NODE_ENV: 'test', PUBLIC_URL: 'https://atalho.example' };
    expect(loadConfig(base).filesPublicUrl).toBeUndefined();
    expect(loadConfig({ ...base, FILES_PUBLIC_URL: 'https://files.example/' }).filesPublicUrl).toBe(
      'https://files.example',
    );
    for (const bad of [
      'files.example',
      'ftp://files.example',
      'https://files.example/x',
      'https://atalho.example',
    ]) {
      expect(() => loadConfig({ ...base, FILES_PUBLIC_URL: bad }), bad).toThrow(/FILES_PUBLIC_URL/);
    }
  });
});
