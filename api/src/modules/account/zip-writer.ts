import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of the archive, written in pieces and then ended. */
export interface ZipEntryWriter {
  write(data: string | Uint8Array): void;
  end(): void;
}

/**
 * A ZIP written file after file (fflate's streaming `Zip`): `onData` receives the archive's bytes as they are
 * made, so neither the job nor a download holds more than the current piece. Entries are stored with data
 * descriptors; fflate writes no ZIP64, so the caller keeps the archive under 4 GiB (decision 037).
 */
export class ZipWriter {
  readonly #zip: Zip;
  readonly #mtime: Date;
  #failure: Error | null = null;

  constructor(onData: (chunk: Uint8Array) => void, mtime: Date) {
    this.#mtime = mtime;
    this.#zip = new Zip((error, chunk) => {
      if (error) this.#failure = error;
      else onData(chunk);
    });
  }

  /** A compressed file (the JSON and CSV files). */
  text(name: string): ZipEntryWriter {
    const file = new ZipDeflate(name, { level: 6 });
    return this.#add(file);
  }

  /** A file stored as it is: uploads (pictures, video, PDFs) are compressed already. */
  stored(name: string): ZipEntryWriter {
    return this.#add(new ZipPassThrough(name));
  }

  /** Writes the central directory: the archive is complete after this. */
  end(): void {
    this.#zip.end();
    this.#check();
  }

  #add(file: ZipDeflate | ZipPassThrough): ZipEntryWriter {
    file.mtime = this.#mtime;
    this.#zip.add(file);
    return {
      write: (data) => {
        const bytes = typeof data === 'string' ? strToU8(data) : data;
        if (bytes.length > 0) file.push(bytes);
        this.#check();
      },
      end: () => {
        file.push(new Uint8Array(0), true);
        this.#check();
      },
    };
  }

  #check(): void {
    if (this.#failure) throw this.#failure;
  }
}
