import { describe, expect, it } from 'vitest';
import { EncodedResponse } from '../../src/http/encodings';
import { ownedBytes, prepareResponse } from '../../src/http/hot-path';

/** What a buffer keeps alive: its whole backing store, not just its bytes. */
const heldBy = (bytes: Buffer) => bytes.buffer.byteLength;

describe('prepared answers hold only their own bytes (the visitor cache counts them)', () => {
  const page = `<!doctype html><title>x</title>${'<p>Atalho</p>'.repeat(200)}`;

  it('keeps the identity body out of the shared buffer pool', () => {
    const prepared = prepareResponse(page, { 'content-type': 'text/html' });
    expect(heldBy(prepared.body)).toBe(prepared.body.length);
  });

  it('keeps each compressed variant out of zlib’s 16 KiB output chunk', () => {
    let counted = 0;
    const encoded = new EncodedResponse(prepareResponse(page, {}), (bytes) => {
      counted += bytes;
    });
    const gzip = encoded.for('gzip').body;
    const br = encoded.for('br').body;
    expect(gzip.length).toBeLessThan(1024);
    expect(heldBy(gzip)).toBe(gzip.length);
    expect(heldBy(br)).toBe(br.length);
    expect(counted).toBeGreaterThanOrEqual(gzip.length + br.length);
  });

  it('leaves a buffer that already owns its memory as it is', () => {
    const owned = Buffer.alloc(5000);
    expect(ownedBytes(owned)).toBe(owned);
    const slice = Buffer.from('abc');
    expect(heldBy(ownedBytes(slice))).toBe(3);
    expect(ownedBytes(slice).toString()).toBe('abc');
  });
});
