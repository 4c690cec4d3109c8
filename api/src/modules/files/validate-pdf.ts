import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { AppError } from '../../errors';

const refused = () => new AppError(415, ['invalid']);

/**
 * Markup a browser would run if it ever read the file as a page: a polyglot's `%PDF-` header followed by HTML.
 * Searched in every byte (a PDF has no business carrying them, compressed streams hold them by chance only
 * one time in billions).
 */
const MARKUP =
  /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg|meta|style|form)[\s/>]|javascript:/i;

/** Names that start a script: `/S /JavaScript` actions, their `/JS` code, the catalog's JavaScript name tree. */
const SCRIPT_NAMES: ReadonlySet<PDFName> = new Set([PDFName.of('JavaScript'), PDFName.of('JS')]);

/** Only end-of-line bytes, spaces and NULs may follow the last `%%EOF` (nothing hides after the document). */
function endsAtEof(latin1: string): boolean {
  const eof = latin1.lastIndexOf('%%EOF');
  return eof >= 0 && /^[\s\0]*$/.test(latin1.slice(eof + 5));
}

/** True when some dictionary (an object's, a stream's, nested) names a script as a key or a value. */
function namesScript(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (SCRIPT_NAMES.has(object)) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (SCRIPT_NAMES.has(key)) return true;
        pending.push(value);
      }
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

/**
 * A PDF (the info product's e-book) is stored only when it parses as one (pdf-lib, with at least one page),
 * carries no HTML or script markup anywhere in its bytes, nothing after its last `%%EOF`, and no JavaScript
 * action or name tree (object streams are decoded by the parse, hex-escaped names such as `/J#53` too).
 * Encrypted PDFs are refused: their object streams cannot be checked. Anything else is 415 `invalid`.
 */
export async function validatePdf(data: Buffer): Promise<void> {
  const text = data.toString('latin1');
  if (!text.startsWith('%PDF-') || !endsAtEof(text) || MARKUP.test(text) || text.includes('/JavaScript'))
    throw refused();
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
    if (document.getPageCount() < 1) throw refused();
  } catch {
    throw refused();
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (namesScript(object)) throw refused();
  }
}
