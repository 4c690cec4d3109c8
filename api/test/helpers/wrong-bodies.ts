/**
 * Odd request bodies for a JSON API (issue 38). `refused` ones (other media types, no content type, text that is
 * not JSON, another charset, a broken parameter, a content encoding) must answer 4xx unless the operation declares `mediaType` in the OpenAPI document; the others are
 * JSON a lenient reader takes (a BOM, duplicate keys, numbers past a double, replacement characters for invalid
 * UTF-8), and only must not fail. `everywhere` ones are sent to operations without a body too.
 */
export interface WrongBody {
  name: string;
  headers: Record<string, string>;
  payload: string | Buffer;
  refused: boolean;
  mediaType?: string;
  everywhere?: boolean;
}

const json = '{"url":"https://exemplo.com","name":"x"}';
const boundary = '----fuzz7MA4YWxkTrZu0gW';
const multipart = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="kind"',
  '',
  'image',
  `--${boundary}`,
  'Content-Disposition: form-data; name="file"; filename="a.png"',
  'Content-Type: image/png',
  '',
  'not a png',
  `--${boundary}--`,
  '',
].join('\r\n');

const typed = (
  name: string,
  contentType: string,
  payload: string | Buffer,
  options: Partial<Pick<WrongBody, 'mediaType' | 'everywhere'>> & { accepted?: boolean } = {},
): WrongBody => ({
  name,
  headers: { 'content-type': contentType },
  payload,
  refused: !options.accepted,
  mediaType: options.mediaType,
  everywhere: options.everywhere,
});
const accepted = { accepted: true };

export const wrongBodies: WrongBody[] = [
  typed('text/plain', 'text/plain', json, { everywhere: true }),
  typed('text/plain; charset=utf-8', 'text/plain; charset=utf-8', json),
  typed('text/json', 'text/json', json),
  typed('form', 'application/x-www-form-urlencoded', 'url=https%3A%2F%2Fexemplo.com&a[b]=1&__proto__[x]=1', {
    mediaType: 'application/x-www-form-urlencoded',
    everywhere: true,
  }),
  typed('multipart', `multipart/form-data; boundary=${boundary}`, multipart, {
    mediaType: 'multipart/form-data',
  }),
  typed('multipart without boundary', 'multipart/form-data', multipart, { mediaType: 'multipart/form-data' }),
  typed('multipart, broken', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disp`, {
    mediaType: 'multipart/form-data',
  }),
  typed('octet-stream', 'application/octet-stream', Buffer.from([0, 255, 1, 2, 0xc3, 0x28])),
  typed('xml', 'application/xml', '<?xml version="1.0"?><a>1</a>'),
  typed('json-patch', 'application/json-patch+json', '[{"op":"add","path":"/a","value":1}]'),
  typed('vendor json', 'application/vnd.api+json', json),
  typed('invalid content type', 'application/json; charset="', json),
  typed('garbage content type', ';;;===', json),
  typed('empty content type', '', json),
  typed('json, utf-16', 'application/json; charset=utf-16', Buffer.from(json, 'utf16le')),
  typed('json, latin1', 'application/json; charset=latin1', Buffer.from('{"name":"ção"}', 'latin1')),
  typed('JSON upper case', 'APPLICATION/JSON', '{'),
  typed('json, truncated', 'application/json', json.slice(0, 17)),
  typed('json, trailing comma', 'application/json', '{"a":1,}'),
  typed('json, single quotes', 'application/json', "{'a':1}"),
  typed('json, unquoted keys', 'application/json', '{a:1}'),
  typed('json, two documents', 'application/json', `${json}${json}`),
  typed('json, NaN', 'application/json', '{"a":NaN}'),
  typed('json, bare word', 'application/json', 'nul'),
  typed('json, BOM', 'application/json', `\ufeff${json}`, accepted),
  typed('json, BOM only', 'application/json', '\ufeff', accepted),
  typed('json, NUL', 'application/json', '\u0000'),
  typed('json, lone surrogate escape', 'application/json', '{"name":"\\ud800","url":"\\udfff"}', accepted),
  typed('json, bad escape', 'application/json', '{"name":"\\x41"}'),
  typed(
    'json, invalid UTF-8',
    'application/json',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    accepted,
  ),
  typed(
    'json, huge numbers',
    'application/json',
    '{"id":1e999,"limit":-1e999,"page":123456789012345678901234567890}',
    accepted,
  ),
  typed(
    'json, proto',
    'application/json',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  ),
  typed(
    'json, duplicate keys',
    'application/json',
    '{"url":1,"url":"https://exemplo.com","name":[],"name":"x"}',
    accepted,
  ),
  typed('json, whitespace', 'application/json', ' \t\r\n ', accepted),
  typed('json, scalar', 'application/json', '"just text"', accepted),
  typed('json, array', 'application/json', '[1,2,3]', accepted),
  typed('json, null', 'application/json', 'null', accepted),
  { name: 'no content type', headers: {}, payload: json, refused: true, everywhere: true },
  {
    name: 'gzip that is not',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: json,
    refused: true,
  },
  // A body on a GET or DELETE: ignored or refused, never a failure.
  typed('json on any method', 'application/json', json, { accepted: true, everywhere: true }),
];
