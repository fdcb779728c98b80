// Brotli (quality 11) and gzip (level 9) twins of every text asset in a build directory, made once
// at build time; @fastify/static sends them to browsers that accept them (`preCompressed`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|svg|json|webmanifest|txt|xml)$/;

/** Writes `file.br` and `file.gz` beside every text file under `dir`. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!TEXT.test(file)) continue;
    const bytes = readFileSync(file);
    const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, brotli));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}
