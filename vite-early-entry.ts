import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { ROUTING_PAGE_FILES_ID } from './src/web/lib/early-preload';

/** index.html's first script: it asks for the reads the page's first screen waits for (src/web/lib/early-reads.ts). */
export const EARLY_ENTRY = 'src/web/app/early-entry.ts';

/** The routing page's lazy module (app/routing-route.tsx), whose files the early script preloads on a routing page. */
export const ROUTING_PAGE_MODULE = 'src/web/features/routing/routing-page.tsx';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The files the routing page's chunk needs before it runs: it, its static imports all the way down, and their CSS. */
export const routingPageFiles = (bundle: Bundle): string[] => {
  const page = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(ROUTING_PAGE_MODULE));
  if (page?.type !== 'chunk') throw new Error(`no chunk built for ${ROUTING_PAGE_MODULE}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  visit(page.fileName);
  return [...files].map((file) => `/${file}`);
};

const earlyScript = new RegExp(`\\s*<script type="module" src="/${EARLY_ENTRY.replace(/[.]/g, '\\.')}"></script>`);

/**
 * Builds index.html's early script as an entry of its own. Vite would fold every module script of
 * index.html into one entry chunk, which runs only once the whole main bundle has arrived: the early
 * GETs would start no sooner than the page's code. So in a build the script is taken out of the HTML
 * Vite reads, built as a second entry, and its chunk (with modulepreloads for what it imports, which
 * the main bundle shares) put back before the main script. `vite dev` serves index.html as written.
 */
export const earlyEntry = (): Plugin[] => [
  {
    name: 'early-entry:input',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', early: EARLY_ENTRY } } } }),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!earlyScript.test(html)) throw new Error(`index.html has no <script type="module" src="/${EARLY_ENTRY}">`);
        return html.replace(earlyScript, '');
      },
    },
  },
  {
    name: 'early-entry:html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(EARLY_ENTRY));
        if (chunk?.type !== 'chunk') throw new Error(`no chunk built for ${EARLY_ENTRY}`);
        const main = html.indexOf('<script type="module"');
        if (main < 0) throw new Error('index.html has no main module script to load the early one before');
        const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
        const tags = [`<script type="module" crossorigin src="/${chunk.fileName}"></script>`, ...chunk.imports.map(preload)];
        // Vite preloads the main bundle's imports after its script; what the early one imports comes before it, once.
        const rest = html
          .slice(main)
          .split('\n')
          .filter((line) => !chunk.imports.some((file) => line.trim() === preload(file)))
          .join('\n');
        // Not a script: a data block (no CSP question), read by the early script on a routing page only.
        // What index.html already loads (the main bundle the page's chunk imports from) is left out.
        const pageFiles = routingPageFiles(bundle ?? {}).filter((file) => !html.includes(`"${file}"`));
        const routingFiles = `<script type="application/json" id="${ROUTING_PAGE_FILES_ID}">${JSON.stringify(pageFiles)}</script>`;
        return `${html.slice(0, main)}${[routingFiles, ...tags].join('\n    ')}\n    ${rest}`;
      },
    },
  },
];
