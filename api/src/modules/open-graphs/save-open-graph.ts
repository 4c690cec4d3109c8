import type { CreateOpenGraphBody, UpdateOpenGraphBody } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { getOpenGraphOrThrow } from './get-open-graph-or-throw';
import {
  applyFieldChanges,
  deleteOwnedOpenGraph,
  type FieldChange,
  findOwnedLink,
  insertOpenGraph,
  type OpenGraphWithFields,
} from './queries';

function changesOf(fields: CreateOpenGraphBody['openGraphFields']): FieldChange[] {
  return fields.map((field) => ({
    id: field.id,
    name: field.name,
    value: field.value.trim(),
    update: field.update ?? false,
    deleted: field.deleted ?? false,
  }));
}

/**
 * A link's new preview with its fields, in the transaction the caller gives (the link's own creation, or
 * the POST below). Null when the link already has one.
 */
export async function insertPreview(
  tx: Db,
  onlineAddressId: number,
  userId: number,
  fields: CreateOpenGraphBody['openGraphFields'],
): Promise<number | null> {
  const preview = await insertOpenGraph(tx, onlineAddressId, userId);
  if (!preview) return null;
  if (
    !(await applyFieldChanges(tx, preview.id, changesOf(fields.filter((field) => field.id === undefined))))
  ) {
    throw notFound();
  }
  return preview.id;
}

/** POST /api/v1/open-graphs: one preview per link (409 `openGraph.exists` for a second). */
export async function createOpenGraph(
  db: Db,
  ownerId: number,
  body: CreateOpenGraphBody,
): Promise<OpenGraphWithFields> {
  const link = await findOwnedLink(db, ownerId, body.onlineAddress.id);
  if (!link) throw notFound();
  const id = await db.transaction((tx) => insertPreview(tx, link.id, ownerId, body.openGraphFields));
  if (id === null) throw new AppError(409, ['openGraph.exists']);
  return getOpenGraphOrThrow(db, ownerId, { id });
}

/** PATCH /api/v1/open-graphs/{id}: the changed fields only; all of them or none (a wrong field id is 404). */
export async function updateOpenGraph(
  db: Db,
  ownerId: number,
  id: number,
  body: UpdateOpenGraphBody,
): Promise<OpenGraphWithFields> {
  const preview = await getOpenGraphOrThrow(db, ownerId, { id });
  await db.transaction(async (tx) => {
    if (!(await applyFieldChanges(tx, preview.id, changesOf(body.openGraphFields)))) throw notFound();
  });
  return getOpenGraphOrThrow(db, ownerId, { id });
}

/** DELETE /api/v1/open-graphs/{id}: the link goes back to its derived preview. Not a plan feature. */
export async function deleteOpenGraph(db: Db, ownerId: number, id: number): Promise<void> {
  if (!(await deleteOwnedOpenGraph(db, ownerId, id))) throw notFound();
}
