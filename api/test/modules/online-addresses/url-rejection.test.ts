import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ config: { publicUrl: 'https://atalho.test' } });

async function shorten(url: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/online-addresses', payload: { url } });
}

describe('server-side URL rejection (url.rejected)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://arquivos.exemplo.com/x',
    'mailto:alguem@exemplo.com',
    'http://127.0.0.1/admin',
    'http://10.0.0.5:8080/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'https://atalho.test/abc1234',
    'atalho.test/abc1234',
    'https://user:senha@exemplo.com/',
  ])('rejects %s', async (url) => {
    const response = await shorten(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messages: ['url.rejected'] });
  });

  it('accepts an ordinary public address', async () => {
    expect((await shorten('https://www.exemplo.com.br/promo')).statusCode).toBe(201);
  });
});
