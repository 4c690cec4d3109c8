import { AppError } from '../../errors';
import { type OutboundOptions, outboundFetch } from '../../http/outbound-fetch';
import { normaliseScheme } from '../../security/url-safety';
import { parseMetaTags } from './parse-meta-tags';

function charsetOf(contentType: string, head: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').encoding;
  } catch {
    return 'utf-8';
  }
}

/**
 * GET /api/v1/open-graphs/tags?source=URL: the preview tags of someone else's page, fetched through the one
 * SSRF-safe fetch. A refused target is 400 `url.rejected`; a page that does not load is 422 `errorLinkLoad`
 * (spec 001 §8); a page that is not HTML has no tags.
 */
export async function fetchOpenGraphTags(
  source: string,
  options: OutboundOptions,
): Promise<Record<string, string>> {
  const normalised = normaliseScheme(source);
  if (!normalised.ok) throw new AppError(400, [normalised.message]);
  const result = await outboundFetch(normalised.url, options);
  if (!result.ok)
    throw new AppError(result.reason === 'refused' ? 400 : 422, [
      result.reason === 'refused' ? 'url.rejected' : 'errorLinkLoad',
    ]);
  if (result.status >= 400) throw new AppError(422, ['errorLinkLoad']);
  if (!/html|xml/i.test(result.contentType) && result.contentType !== '') return {};
  const charset = charsetOf(result.contentType, result.body.subarray(0, 2048).toString('latin1'));
  return parseMetaTags(new TextDecoder(charset).decode(result.body), result.url);
}
