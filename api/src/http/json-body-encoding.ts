import type { IncomingHttpHeaders } from 'node:http';

const UTF8 = new Set(['utf-8', 'utf8']);

/** A parameter's value: a token, or a quoted string with its backslash escapes; undefined when malformed. */
function parameterValue(raw: string): string | undefined {
  if (!raw.startsWith('"')) return raw === '' || raw.includes('"') ? undefined : raw;
  if (raw.length < 2 || !raw.endsWith('"') || raw.endsWith('\\"')) return undefined;
  return raw.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * A JSON body is read as UTF-8 bytes as sent: another `charset`, a malformed parameter, or a `Content-Encoding`
 * other than identity (a gzip body the server would read as text) answers 415 instead of a guess.
 */
export function isPlainUtf8Json(headers: IncomingHttpHeaders): boolean {
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== '' && encoding !== 'identity') return false;
  const parameters = (headers['content-type'] ?? '').split(';').slice(1);
  for (const parameter of parameters) {
    if (parameter.trim() === '') continue;
    const equals = parameter.indexOf('=');
    if (equals < 0) return false;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    const value = parameterValue(parameter.slice(equals + 1).trim());
    if (name === '' || value === undefined) return false;
    if (name === 'charset' && !UTF8.has(value.toLowerCase())) return false;
  }
  return true;
}
