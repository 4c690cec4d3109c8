import { PrivacyPolicyPage, TermsOfUsePage, UserSignTermsOfUse } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

describe('terms of use and privacy policy versions', () => {
  it('lists the seeded versions; size 1 with orderBy id:DESC gives the latest', async () => {
    const all = v.parse(TermsOfUsePage, (await ctx.app.inject({ url: '/api/v1/terms-of-use' })).json());
    expect(all.content.map((t) => t.name)).toEqual(['1.0.0', '1.0.1', '1.0.2']);
    const latest = v.parse(
      TermsOfUsePage,
      (await ctx.app.inject({ url: '/api/v1/terms-of-use?page=0&size=1&orderBy=id:DESC' })).json(),
    );
    expect(latest).toMatchObject({ totalElements: 3, totalPages: 3, size: 1, first: true, last: false });
    expect(latest.content[0]?.name).toBe('1.0.2');
    const terms = latest.content[0]?.content ?? '';
    expect(terms).toContain('18 (dezoito) anos');
    expect(terms).toMatch(/Não há reembolso após o término do período de teste/);
    expect(terms).toContain('7 (sete) dias');

    const policy = v.parse(
      PrivacyPolicyPage,
      (await ctx.app.inject({ url: '/api/v1/privacy-policies?page=0&size=1&orderBy=id:DESC' })).json(),
    ).content[0];
    expect(policy?.name).toBe('1.0.5');
    // Decision 043: the raw clicks' retention, added to version 1.0.4's text.
    expect(policy?.content).toContain('versão 1.0.5');
    expect(policy?.content).toContain('apagado 24 meses depois do fim do mês');
    for (const topic of [
      'nome, e-mail e foto de perfil',
      'CPF',
      'extensão',
      'publicidade direcionada',
      'Armazenamento',
      // Decision 037: the rights are exercised in the panel, or by e-mail.
      'Baixar meus dados',
      'Excluir minha conta',
      'suporte@atalho.app',
      'Cookies',
      'Contato',
      'LGPD',
      'após o login',
      // Decision 041: unique visitors without a cookie, and the owner's Google Analytics (decision 039).
      'nenhum identificador persistente',
      'chave aleatória que muda a cada dia',
      'atalho_cid',
      '_ga',
    ]) {
      expect(policy?.content, topic).toContain(topic);
    }
    expect(Date.parse(policy?.dateUpdate ?? '')).not.toBeNaN();
  });

  it('rejects unknown sort fields', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/terms-of-use?orderBy=content:DESC' })).statusCode).toBe(400);
  });
});

describe('acceptance per user', () => {
  it('records acceptance idempotently and scopes it to the user', async () => {
    const ana = await signIn(ctx.app, 'ana@example.com');
    const beto = await signIn(ctx.app, 'beto@example.com');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/user-sign-terms-of-use',
          payload: { termsOfUse: { id: 3 } },
        })
      ).statusCode,
    ).toBe(401);

    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-sign-terms-of-use',
      headers: bearer(ana),
      payload: { termsOfUse: { id: 3 } },
    });
    expect(first.statusCode).toBe(201);
    const signed = v.parse(UserSignTermsOfUse, first.json());
    expect(signed.termsOfUse).toEqual({ id: 3, name: '1.0.2' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-sign-terms-of-use',
      headers: bearer(ana),
      payload: { termsOfUse: { id: 3 } },
    });
    expect(again.json().id).toBe(signed.id);

    const mine = await ctx.app.inject({
      url: '/api/v1/user-sign-terms-of-use?page=0&size=1&termsOfUseId=3',
      headers: bearer(ana),
    });
    expect(mine.json().totalElements).toBe(1);
    const theirs = await ctx.app.inject({
      url: '/api/v1/user-sign-terms-of-use?termsOfUseId=3',
      headers: bearer(beto),
    });
    expect(theirs.json().totalElements).toBe(0);

    const policy = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-sign-privacy-policy',
      headers: bearer(beto),
      payload: { privacyPolicy: { id: 3 } },
    });
    expect(policy.statusCode).toBe(201);
    expect(policy.json().privacyPolicy).toEqual({ id: 3, name: '1.0.2' });
    expect(
      (
        await ctx.app.inject({
          url: '/api/v1/user-sign-privacy-policy?privacyPolicyId=3',
          headers: bearer(beto),
        })
      ).json().totalElements,
    ).toBe(1);
    expect(
      (
        await ctx.app.inject({
          url: '/api/v1/user-sign-privacy-policy?privacyPolicyId=3',
          headers: bearer(ana),
        })
      ).json().totalElements,
    ).toBe(0);
  });

  it('answers 404 for an unknown version and 400 without one', async () => {
    const token = await signIn(ctx.app, 'caio@example.com');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-sign-terms-of-use',
      headers: bearer(token),
      payload: { termsOfUse: { id: 99 } },
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user-sign-privacy-policy',
      headers: bearer(token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});
