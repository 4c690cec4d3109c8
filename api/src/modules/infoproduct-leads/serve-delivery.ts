import { infoproductMessageKeys } from '@atalho/sdk/schemas/infoproducts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import type { DeliveryLinks } from './delivery-link';
import { findDelivery } from './queries';

/** As the files module serves uploads: never run as a page, never sniffed into another type. */
const FILE_CSP = "default-src 'none'; sandbox";

/** The title as a file name any system takes: letters, digits and hyphens (accents dropped), `.pdf`. */
export function fileNameOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'e-book'}.pdf`;
}

const expiredPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link expirado</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>Este link expirou</h1>
<p>Os links de entrega valem por alguns dias. Volte à página onde você deixou seu e-mail e envie o formulário de novo para receber um link novo.</p>
</body></html>
`;

/**
 * GET /api/v1/infoproducts-forms-answers/{id}/delivery?expires&signature: the lead's e-book, while the signed
 * link is good (410 `delivery.expired` otherwise, as a page when a browser opened it from the e-mail). DOWNLOAD
 * saves the PDF (`attachment`); ACCESS opens it in the browser (`inline`).
 */
export async function serveDelivery(
  app: FastifyInstance,
  links: DeliveryLinks,
  request: FastifyRequest,
  reply: FastifyReply,
  leadId: number,
  query: { expires?: string | undefined; signature?: string | undefined },
): Promise<FastifyReply> {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || !query.signature || !links.verify(leadId, expires, query.signature)) {
    reply.status(410).header('cache-control', 'no-store');
    if ((request.headers.accept ?? '').includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(expiredPage);
    return reply.send({ messages: [infoproductMessageKeys.deliveryExpired] });
  }
  const delivery = await findDelivery(app.db, leadId);
  const stored = delivery ? await app.providers.storage.get(delivery.key) : null;
  if (!delivery || !stored) throw notFound();
  const disposition = delivery.action === 'DOWNLOAD' ? 'attachment' : 'inline';
  return reply
    .header('content-type', delivery.contentType)
    .header('content-disposition', `${disposition}; filename="${fileNameOf(delivery.title)}"`)
    .header('content-length', stored.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', FILE_CSP)
    .send(stored.body);
}
