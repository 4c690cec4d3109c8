import type { Db } from '../../db/client';
import type { InfoproductPlan } from './plan-infoproduct';
import { writeParts } from './plan-parts';
import {
  deleteFooter,
  footerLinkWrites,
  formFieldWrites,
  itemWrites,
  type OwnedInfoproduct,
  optionWrites,
  upsertFooter,
} from './queries';
import type { FullInfoproduct } from './read-infoproducts';

/**
 * Writes a planned page's parts under the page in the caller's transaction: its topics, its custom fields with
 * their options, its footer with its links. Parts the plan leaves undefined stay as stored.
 */
export async function writeInfoproductParts(
  tx: Db,
  page: OwnedInfoproduct,
  plan: InfoproductPlan,
  stored: FullInfoproduct | null,
): Promise<void> {
  await writeParts(itemWrites(tx, page), plan.itens, stored?.itens ?? []);
  if (plan.formFields) {
    const storedFields = stored?.formFields ?? [];
    const ids = await writeParts(formFieldWrites(tx, page), plan.formFields, storedFields);
    for (const [index, field] of plan.formFields.entries()) {
      const id = ids[index];
      if (field.deleted || id === undefined) continue;
      const storedOptions = storedFields.find((candidate) => candidate.id === id)?.options ?? [];
      await writeParts(optionWrites(tx, id), field.values.options, storedOptions);
    }
  }
  if (plan.footer === null) {
    if (stored?.footer) await deleteFooter(tx, page);
  } else if (plan.footer) {
    const footerId = await upsertFooter(tx, page, {
      brandImage: plan.footer.brandImage,
      text: plan.footer.text,
    });
    await writeParts(footerLinkWrites(tx, footerId), plan.footer.links, stored?.footer?.links ?? []);
  }
}
