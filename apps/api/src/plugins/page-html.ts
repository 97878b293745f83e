import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source file. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The screens the browser router loads lazily (apps/web/src/app/router.tsx), by the path that opens them. A
 * page opened at one of these paths names its screen's chunks in its HTML, so the phone fetches them while it
 * still downloads the main script instead of one round trip after it (the calculator was three round trips
 * deep: page, main script, screen).
 */
export const SCREENS: readonly { path: RegExp; source: string }[] = [
  { path: /^\/$/, source: 'src/features/catalogue/routes/HomePage.tsx' },
  { path: /^\/category\/[^/]+$/, source: 'src/features/catalogue/routes/CategoryPage.tsx' },
  { path: /^\/calculate\/[^/]+$/, source: 'src/features/calculator/routes/CalculatorPage.tsx' },
  { path: /^\/history$/, source: 'src/features/history/routes/HistoryPage.tsx' },
  { path: /^\/calculators$/, source: 'src/features/calculators/routes/CalculatorsPage.tsx' },
  { path: /^\/login$/, source: 'src/features/auth/routes/LoginPage.tsx' },
  { path: /^\/register$/, source: 'src/features/auth/routes/RegisterPage.tsx' },
  { path: /^\/profile$/, source: 'src/features/auth/routes/ProfilePage.tsx' },
  { path: /^\/admin$/, source: 'src/features/admin/routes/AdminPage.tsx' },
  ...['Length', 'Area', 'Volume', 'Beam', 'Footplate', 'Plaster', 'Brick'].map((name) => ({
    path: new RegExp(`^/${name.toLowerCase()}-calculator$`),
    source: `src/features/calculators/routes/${name}CalculatorPage.tsx`,
  })),
];

/** The screens of SCREENS that the manifest does not know (a screen renamed or moved in the web app). */
export function missingScreens(manifest: ViteManifest): string[] {
  return SCREENS.map((screen) => screen.source).filter((source) => !manifest[source]);
}

/** A chunk's file and every chunk it imports statically, depth first, each once. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}

/** A page and its Brotli and gzip encodings, made once. */
export interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function encoded(html: string): Page {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
}

/**
 * The index.html of the build for each path: with `<link rel="modulepreload">` (and stylesheet) lines for the
 * chunks of the screen the path opens, minus what the entry (which index.html names) already loads. Paths that open no known screen,
 * and builds without a manifest, get index.html as it is.
 */
export class PageHtml {
  readonly plain: string;
  readonly #plainPage: Page;
  readonly #manifest: ViteManifest;
  readonly #byScreen = new Map<string, Page>();

  constructor(root: string) {
    this.plain = readFileSync(join(root, 'index.html'), 'utf8');
    this.#plainPage = encoded(this.plain);
    const manifestPath = join(root, '.vite', 'manifest.json');
    this.#manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest)
      : {};
  }

  get manifest(): ViteManifest {
    return this.#manifest;
  }

  forPath(path: string): Page {
    const screen = SCREENS.find((candidate) => candidate.path.test(path));
    if (!screen || !this.#manifest[screen.source]) return this.#plainPage;
    let page = this.#byScreen.get(screen.source);
    if (page === undefined) {
      page = encoded(this.#withPreloads(screen.source));
      this.#byScreen.set(screen.source, page);
    }
    return page;
  }

  #withPreloads(source: string): string {
    // What the entry loads, index.html already names.
    const entryFiles = new Set(
      Object.entries(this.#manifest)
        .filter(([, chunk]) => chunk.isEntry)
        .flatMap(([key]) => chunkFiles(this.#manifest, key)),
    );
    const files = [...new Set(chunkFiles(this.#manifest, source))].filter((file) => !entryFiles.has(file));
    const css = (this.#manifest[source]?.css ?? []).filter((file) => !this.plain.includes(`/${file}"`));
    const links = [
      ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    if (links.length === 0) return this.plain;
    return this.plain.replace('</head>', `${links.join('\n    ')}\n  </head>`);
  }
}
