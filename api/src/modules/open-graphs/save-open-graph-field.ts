import {
  type CreateOpenGraphFieldBody,
  openGraphValueIssue,
  type UpdateOpenGraphFieldBody,
} from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import type { OpenGraphFieldRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { getOpenGraphOrThrow } from './get-open-graph-or-throw';
import { changeField, findOwnedField, insertField, touchOpenGraph } from './queries';

export async function getOpenGraphFieldOrThrow(
  db: Db,
  ownerId: number,
  id: number,
): Promise<OpenGraphFieldRow> {
  const row = await findOwnedField(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** POST /api/v1/open-graph-fields: one field added to one of my previews. */
export async function createOpenGraphField(
  db: Db,
  ownerId: number,
  body: CreateOpenGraphFieldBody,
): Promise<OpenGraphFieldRow> {
  const preview = await getOpenGraphOrThrow(db, ownerId, { id: body.openGraph.id });
  return db.transaction(async (tx) => {
    const row = await insertField(tx, preview.id, body.name, body.value.trim());
    await touchOpenGraph(tx, preview.id);
    return row;
  });
}

/**
 * PATCH /api/v1/open-graph-fields/{id}: `deleted: true` removes the field (answered with `deleted: true`),
 * otherwise its value (and name) change. A renamed field's value is checked against its new name.
 */
export async function updateOpenGraphField(
  db: Db,
  ownerId: number,
  id: number,
  body: UpdateOpenGraphFieldBody,
): Promise<{ row: OpenGraphFieldRow; deleted: boolean }> {
  const field = await getOpenGraphFieldOrThrow(db, ownerId, id);
  const deleted = body.deleted ?? false;
  const name = body.name ?? field.name;
  const issue = deleted ? undefined : openGraphValueIssue(name, body.value);
  if (issue) throw new AppError(400, [issue]);
  return db.transaction(async (tx) => {
    const row = await changeField(tx, field.id, deleted ? 'delete' : { name, value: body.value });
    if (!row) throw notFound();
    await touchOpenGraph(tx, field.openGraphId);
    return { row, deleted };
  });
}

/** DELETE /api/v1/open-graph-fields/{id} */
export async function deleteOpenGraphField(db: Db, ownerId: number, id: number): Promise<void> {
  await updateOpenGraphField(db, ownerId, id, { value: '', deleted: true });
}
