import { Shooting } from '@atalho/sdk/schemas/sms';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { owner, rows } from '../contacts/fixtures';
import { saveShooting, simple } from './fixtures';

const ctx = useTestApp();

/** 100,000 on PostgreSQL (the bench's size); a smaller run on PGlite keeps the file quick. */
const CONTACTS = process.env.DATABASE_URL ? 100_000 : 5_000;

describe('a campaign to every contact', () => {
  it(`saves ${CONTACTS} recipients set-based and sizes each DYNAMICS message`, async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    await ctx.app.db.execute(`
      insert into contacts (user_id, number, status, code, tags, property_names)
      select ${me.id}, '55119' || lpad(n::text, 8, '0'), 'OPT_IN', 'c' || lpad(n::text, 9, '0'),
        array['vip'], array['nome']
      from generate_series(1, ${CONTACTS}) as n`);
    await ctx.app.db.execute(`
      insert into contact_properties (contact_id, user_id, name, value)
      select id, user_id, 'nome', case when id % 1000 = 0 then repeat('x', 130) else 'Cliente ' || id end
      from contacts where user_id = ${me.id}`);

    const started = performance.now();
    const response = await saveShooting(ctx.app, me, {
      ...simple({ type: 'DYNAMICS', template: 'Oi {nome}, promoção só hoje na loja!', variables: ['nome'] }),
      addFilterFindRecipients: { tags: ['vip'] },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(201);
    const shooting = v.parse(Shooting, response.json());
    expect(shooting.recipients).toBe(CONTACTS);
    expect(shooting.largeMessages).toBe(CONTACTS / 1000);
    console.info(`saved ${CONTACTS} recipients in ${Math.round(elapsed)} ms`);
    if (process.env.DATABASE_URL) expect(elapsed).toBeLessThan(10_000);

    // Saving it again (same template) rewrites no size.
    const again = performance.now();
    const resaved = await saveShooting(ctx.app, me, {
      ...simple({ type: 'DYNAMICS', template: 'Oi {nome}, promoção só hoje na loja!', variables: ['nome'] }),
      id: shooting.id,
      addFilterFindRecipients: { tags: ['vip'] },
    });
    expect(resaved.statusCode).toBe(200);
    console.info(`saved again in ${Math.round(performance.now() - again)} ms`);
    const [sized] = await rows(
      ctx.app,
      `select count(*)::int as n from sms_shooting_contacts where shooting_id = ${shooting.id} and sms_size = 0`,
    );
    expect(Number(sized?.n)).toBe(0);

    // A SIMPLE message is the same for everyone: one INSERT … SELECT with its size.
    const simpleStarted = performance.now();
    const plain = await saveShooting(ctx.app, me, {
      ...simple({ title: 'Simples' }),
      addFilterFindRecipients: {},
    });
    const simpleElapsed = performance.now() - simpleStarted;
    expect(plain.statusCode, plain.body).toBe(201);
    expect(v.parse(Shooting, plain.json())).toMatchObject({ recipients: CONTACTS, largeMessages: 0 });
    console.info(`saved a SIMPLE one to ${CONTACTS} in ${Math.round(simpleElapsed)} ms`);
    if (process.env.DATABASE_URL) expect(simpleElapsed).toBeLessThan(10_000);
  }, 180_000);
});
