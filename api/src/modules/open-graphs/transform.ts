import type { OpenGraph, OpenGraphField } from '@atalho/sdk/schemas';
import type { OpenGraphFieldRow } from '../../db/schema';
import type { OpenGraphWithFields } from './queries';

export function toOpenGraphField(row: OpenGraphFieldRow): OpenGraphField {
  return { id: row.id, name: row.name, value: row.value, deleted: false, update: false };
}

export function toOpenGraph(row: OpenGraphWithFields): OpenGraph {
  return {
    id: row.id,
    onlineAddress: row.link,
    openGraphFields: row.fields.map(toOpenGraphField),
    dateCreate: row.createdAt.toISOString(),
    dateUpdate: row.updatedAt.toISOString(),
  };
}
