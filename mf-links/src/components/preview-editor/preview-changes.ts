import {
  type OpenGraph,
  type OpenGraphFieldChange,
  type OpenGraphForm,
  openGraphFieldNames,
} from '@atalho/sdk/schemas';

/** The form's values from a saved preview: every property, '' where it is not set. */
export function formValuesOf(preview: OpenGraph | null): OpenGraphForm {
  const values = Object.fromEntries(openGraphFieldNames.map((name) => [name, ''])) as OpenGraphForm;
  for (const field of preview?.openGraphFields ?? []) {
    if (field.name in values && values[field.name as keyof OpenGraphForm] === '') {
      values[field.name as keyof OpenGraphForm] = field.value;
    }
  }
  return values;
}

/**
 * What to send (spec 001 §2): a changed property is `update`, an emptied one `deleted`, a new one has no id.
 * Unchanged properties are not sent.
 */
export function changesOf(preview: OpenGraph | null, values: OpenGraphForm): OpenGraphFieldChange[] {
  const changes: OpenGraphFieldChange[] = [];
  for (const name of openGraphFieldNames) {
    const value = values[name].trim();
    const saved = preview?.openGraphFields.find((field) => field.name === name);
    if (!saved) {
      if (value) changes.push({ name, value });
    } else if (!value) {
      changes.push({ id: saved.id, name, value: saved.value, deleted: true });
    } else if (value !== saved.value) {
      changes.push({ id: saved.id, name, value, update: true });
    }
  }
  return changes;
}
