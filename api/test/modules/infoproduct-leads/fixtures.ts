import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../src/db/rows';
import { bearer, signIn } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface FieldSpec {
  name: string;
  type?: 'TEXT_FIELD' | 'SELECT_FIELD';
  inputType?: 'ALPHANUMERIC' | 'NUMERIC';
  required?: boolean;
  options?: string[];
  deleted?: boolean;
}

export interface Owner {
  id: number;
  token: string;
  email: string;
}

export async function rows(app: FastifyInstance, query: string): Promise<Record<string, unknown>[]> {
  return rowsOf(await app.db.execute(query));
}

/** A signed-in owner, PRO when asked. */
export async function owner(app: FastifyInstance, email: string, pro = false): Promise<Owner> {
  const token = await signIn(app, email);
  if (pro) await grantPlan(app, email, 'PRO');
  const me = await app.inject({ url: '/api/v1/auth', headers: bearer(token) });
  return { id: me.json().id, token, email };
}

/**
 * An info product straight in the tables (its link, its e-book upload and bytes, its fields and options): the
 * leads module reads them, whoever wrote them.
 */
export async function createItem(
  app: FastifyInstance,
  ownerId: number,
  options: {
    code: string;
    title?: string;
    action?: 'DOWNLOAD' | 'ACCESS';
    fields?: FieldSpec[];
    active?: boolean;
  },
): Promise<{ id: number; fields: number[] }> {
  const key = `${createHash('sha256').update(PDF).digest('hex')}.pdf`;
  await app.providers.storage.put(key, PDF, 'application/pdf');
  const [file] = rowsOf<{ id: number }>(
    await app.db.execute(sql`insert into files (user_id, kind, key, content_type, size)
      values (${ownerId}, 'pdf', ${key}, 'application/pdf', ${PDF.length}) returning id`),
  );
  const [link] = rowsOf<{ id: number }>(
    await app.db.execute(sql`insert into online_addresses (code, url, type, user_id, active)
      values (${options.code}, ${`http://localhost/${options.code}`}, 'INFOPRODUCT', ${ownerId}, ${options.active ?? true}) returning id`),
  );
  const resource = JSON.stringify({ id: file?.id, src: `http://localhost/files/${key}`, deleted: false });
  const [item] = rowsOf<{ id: number }>(
    await app.db.execute(sql`insert into infoproducts (user_id, online_address_id, type, action, resource, title, subtitle,
        short_description, itens_title, description, style)
      values (${ownerId}, ${link?.id}, 'E_BOOK', ${options.action ?? 'DOWNLOAD'}, ${resource}::jsonb,
        ${options.title ?? 'Guia do Café'}, 'Sub', 'Curta', 'Tópicos', 'Descrição', '{}'::jsonb) returning id`),
  );
  const fields: number[] = [];
  for (const [position, field] of (options.fields ?? []).entries()) {
    const [row] = rowsOf<{ id: number }>(
      await app.db.execute(sql`insert into infoproduct_form_fields (infoproduct_id, position, name, type, input_type, required, deleted)
        values (${item?.id}, ${position}, ${field.name}, ${field.type ?? 'TEXT_FIELD'}, ${field.inputType ?? 'ALPHANUMERIC'},
          ${field.required ?? false}, ${field.deleted ?? false}) returning id`),
    );
    for (const [index, value] of (field.options ?? []).entries()) {
      await app.db.execute(sql`insert into infoproduct_form_field_options (form_field_id, position, value)
        values (${row?.id}, ${index}, ${value})`);
    }
    fields.push(Number(row?.id));
  }
  return { id: Number(item?.id), fields };
}

export function submit(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/infoproducts-forms-answers',
    headers: { 'user-agent': 'Teste/1.0', ...headers },
    payload: body,
  });
}

export function lead(
  infoproductId: number,
  email: string,
  answers: [number, string][] = [],
): Record<string, unknown> {
  return {
    email,
    infoproduct: { id: infoproductId },
    answers: answers.map(([id, value]) => ({ field: { id }, value })),
  };
}
