// After `vite build`: a Brotli (.br) and a gzip (.gz) copy of every text file in dist, so the server sends the
// smallest encoding the browser accepts without compressing on each request. The gzip copies are made with
// Zopfli (gzip-compatible, 3–4 % smaller than zlib's best at the cost of a few seconds of build): browsers
// without Brotli get them, and the first-load budget of issue #9 is counted in gzip.
import { gzipAsync } from '@gfx/zopfli';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
const pending = [];
function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size >= MIN_BYTES) pending.push(compress(path));
  }
}
async function compress(path) {
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, await gzipAsync(content, { numiterations: 5 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
walk(dist);
await Promise.all(pending);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);
