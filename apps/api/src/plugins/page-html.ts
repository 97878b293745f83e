import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source file. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The screens the browser router loads lazily (apps/web/src/app/router.tsx), by the path that opens them. A
 * page opened at one of these paths names its screen's chunks in its HTML, so the phone fetches them with the
 * main script instead of one round trip after it (the calculator was three round trips deep: page, main
 * script, screen).
 */
export const SCREENS: readonly { path: RegExp; source: string }[] = [
  { path: /^\/$/, source: 'src/features/catalogue/routes/HomePage.tsx' },
  { path: /^\/category\/[^/]+$/, source: 'src/features/catalogue/routes/CategoryPage.tsx' },
  { path: /^\/calculate\/[^/]+$/, source: 'src/features/calculator/routes/CalculatorPage.tsx' },
  { path: /^\/history$/, source: 'src/features/history/routes/HistoryPage.tsx' },
  { path: /^\/projects$/, source: 'src/features/projects/routes/ProjectsPage.tsx' },
  { path: /^\/projects\/[^/]+$/, source: 'src/features/projects/routes/ProjectPage.tsx' },
  { path: /^\/price-books$/, source: 'src/features/price-books/routes/PriceBooksPage.tsx' },
  { path: /^\/price-books\/[^/]+$/, source: 'src/features/price-books/routes/PriceBookPage.tsx' },
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

/** A chunk's key and the keys of every chunk it imports statically, depth first, each once. */
function chunkKeys(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [key, ...(chunk.imports ?? []).flatMap((child) => chunkKeys(manifest, child, seen))];
}

/**
 * What the server writes into a page for its first screen: data under a name (read by
 * apps/web/src/lib/page-data.ts) and/or markup. One object per content: pages are kept per object.
 */
export interface FirstScreen {
  name?: string;
  data?: object;
  markup?: string;
  /** What the page shows, put before the app's name in its <title> (as the app's useDocumentTitle does). */
  title?: string;
}

/** Text for HTML: element content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * index.html with the app's stylesheet written in: a linked stylesheet holds the first paint until it arrives,
 * which on a phone is as late as the scripts, so the page showed nothing before they had run. Inlined, the top
 * bar (and the calculator's heading) paint as soon as the page is parsed. The stylesheet is ~8 KB compressed.
 *
 * The link stays, disabled (a browser neither fetches nor applies it): Vite's loader of lazy chunks adds the
 * stylesheets a chunk depends on unless the page already links them, and the home screen's chunk depends on
 * the entry's. Without the link the phone fetched the whole stylesheet again after the app had started and
 * restyled the page with it, a second style and layout pass.
 */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(root, file);
      return existsSync(path)
        ? `<style>${readFileSync(path, 'utf8')}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`
        : link;
    },
  );
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
 * The index.html of the build for each path, naming the chunks of the screen the path opens, minus what the
 * app's entry already loads: in `<meta name="screen-chunks">`, which the entry (apps/web/src/boot.ts) turns into
 * module preloads once the page has painted, together with the main chunk; the screen's own stylesheet, if
 * any, as a link. Paths that open no known screen, and builds without a manifest, get index.html as it is.
 */
export class PageHtml {
  readonly plain: string;
  readonly #plainPage: Page;
  readonly #manifest: ViteManifest;
  readonly #byScreen = new Map<string, Page>();
  readonly #withData = new WeakMap<object, Page>();

  constructor(root: string) {
    this.plain = inlineStylesheets(readFileSync(join(root, 'index.html'), 'utf8'), root);
    this.#plainPage = encoded(this.plain);
    const manifestPath = join(root, '.vite', 'manifest.json');
    this.#manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest)
      : {};
  }

  get manifest(): ViteManifest {
    return this.#manifest;
  }

  /**
   * The page of a path with data for its first screen written in (read by apps/web/src/lib/page-data.ts), so
   * the screen draws without waiting for its first API answer: `{ [name]: data }`. `markup` (trusted HTML,
   * escaped by its maker) goes into the page's empty <main data-first-screen>, painted before any script
   * runs. Kept while the same data object (or, without data, the same FirstScreen) is passed: the job type
   * cache hands out one object until the catalogue changes.
   */
  withData(path: string, extra: FirstScreen): Page {
    const key = extra.data ?? extra;
    let page = this.#withData.get(key);
    if (page === undefined) {
      let html = this.forPath(path).html;
      if (extra.name && extra.data) {
        // As text inside <script>: nothing in the data can close the element or start markup.
        const json = JSON.stringify({ [extra.name]: extra.data }).replace(
          /[<>&\u2028\u2029]/g,
          (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
        html = html.replace(
          '</head>',
          `<script type="application/json" id="page-data">${json}</script>\n  </head>`,
        );
      }
      if (extra.markup)
        html = html.replace(/(<main data-first-screen[^>]*>)(<\/main>)/, `$1${extra.markup}$2`);
      if (extra.title) {
        const title = escapeHtml(extra.title);
        html = html.replace(
          /<title>([^<]*)<\/title>/,
          (_, app: string) => `<title>${title} · ${app}</title>`,
        );
      }
      page = encoded(html);
      this.#withData.set(key, page);
    }
    return page;
  }

  forPath(path: string): Page {
    const screen = SCREENS.find((candidate) => candidate.path.test(path));
    if (!screen || !this.#manifest[screen.source]) return this.#plainPage;
    let page = this.#byScreen.get(screen.source);
    if (page === undefined) {
      page = encoded(this.#withScreenChunks(screen.source));
      this.#byScreen.set(screen.source, page);
    }
    return page;
  }

  #withScreenChunks(source: string): string {
    // What the entry loads (its scripts and its stylesheet, now inline, and the main chunk it imports once the
    // page has painted, with that chunk's own imports), the page already asks for.
    const entries = Object.entries(this.#manifest).filter(([, chunk]) => chunk.isEntry);
    const entryKeys = new Set(
      entries.flatMap(([key, chunk]) => [
        ...chunkKeys(this.#manifest, key),
        ...(chunk.dynamicImports ?? []).flatMap((main) => chunkKeys(this.#manifest, main)),
      ]),
    );
    const entryCss = new Set([...entryKeys].flatMap((key) => this.#manifest[key]?.css ?? []));
    const files = chunkKeys(this.#manifest, source)
      .filter((key) => !entryKeys.has(key))
      .map((key) => this.#manifest[key]!.file);
    const css = (this.#manifest[source]?.css ?? []).filter((file) => !entryCss.has(file));
    const lines = [
      ...(files.length > 0
        ? [`<meta name="screen-chunks" content="${files.map((file) => `/${file}`).join(' ')}">`]
        : []),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    if (lines.length === 0) return this.plain;
    return this.plain.replace('</head>', `${lines.join('\n    ')}\n  </head>`);
  }
}
