import type { Db } from '../../db/client';
import { retryOnDeadlock } from '../../db/sql-state';
import { notFound } from '../../errors';
import { invalidateLink } from '../../visitor-cache';
import { deleteOwnedInfoproduct, findOwnedInfoproduct, updateOwnedInfoproductLink } from './queries';

/**
 * The code a deleted page's link keeps: out of the codes' alphabet (`~`), so no one can ask for it, and
 * unique (its id), so the subdomain is free for a new page. The link row stays, with its clicks.
 */
const retiredCode = (code: string, linkId: number) => `${code}~${linkId}`;

/**
 * DELETE /api/v1/infoproduts/{id}: the page with its topics, fields, footer and leads (cascade), in one
 * transaction with its link, which is deleted and gives up its code: `/{subdomain}` stops serving the page at
 * once, and the subdomain may be used again.
 */
export async function deleteInfoproduct(db: Db, ownerId: number, id: number): Promise<void> {
  // The link's trigger moves the owner's rollups, which a click batch takes in another order: a deadlock's
  // victim is run again.
  const link = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const page = await findOwnedInfoproduct(tx, ownerId, id, true);
      if (!page) throw notFound();
      if (!(await deleteOwnedInfoproduct(tx, ownerId, page.id))) throw notFound();
      const retired = await updateOwnedInfoproductLink(tx, ownerId, page.link.id, {
        code: retiredCode(page.link.code, page.link.id),
        active: false,
        deletedAt: new Date(),
      });
      if (!retired) throw notFound();
      return page.link;
    }),
  );
  invalidateLink({ id: link.id, codes: [link.code] });
}
