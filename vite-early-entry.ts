import type { Plugin } from 'vite';

/** index.html's first script: on a routing page it starts the routing document's GET (src/web/lib/early-routing.ts). */
export const EARLY_ENTRY = 'src/web/app/early-routing-entry.ts';

const earlyScript = new RegExp(`\\s*<script type="module" src="/${EARLY_ENTRY.replace(/[.]/g, '\\.')}"></script>`);

/**
 * Builds index.html's early script as an entry of its own. Vite would fold every module script of
 * index.html into one entry chunk, which runs only once the whole main bundle has arrived: the early
 * GET would start no sooner than the page's code. So in a build the script is taken out of the HTML
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
        return `${html.slice(0, main)}${tags.join('\n    ')}\n    ${rest}`;
      },
    },
  },
];
