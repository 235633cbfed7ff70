// archiver 8 is ESM-only and ships no type declarations (and @types/archiver describes the v6
// default-export factory, which v8 removed). This declares only the part of the v8 API used here.
declare module 'archiver' {
  import type { Readable, TransformOptions } from 'node:stream';
  import { Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  export interface EntryData {
    name: string;
    date?: Date | string;
    mode?: number;
    prefix?: string;
    store?: boolean;
  }

  export class Archiver extends Transform {
    constructor(options?: TransformOptions);
    append(source: Buffer | Readable | string, data: EntryData): this;
    /** Resolves when the archive's last byte has been produced (not when the destination flushed it). */
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }

  export interface ZipOptions extends TransformOptions {
    comment?: string;
    forceLocalTime?: boolean;
    forceZip64?: boolean;
    namePrependSlash?: boolean;
    store?: boolean;
    zlib?: ZlibOptions;
    statConcurrency?: number;
  }

  export class ZipArchive extends Archiver {
    constructor(options?: ZipOptions);
  }
}
