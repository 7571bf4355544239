/**
 * The standalone build's demo page, `dist/standalone/embed-demo.html`: `<tide-finder>` on a plain
 * page whose global CSS is at its worst, so a look at it (and the browser tests) shows that none
 * of that CSS reaches inside the widget. The backend's address and public key are the host's to
 * fill in (`%SUPABASE_URL%`, `%SUPABASE_ANON_KEY%`), so the page is a template the package does
 * not ship; the host serves the scripts at `/widgets/`.
 */
import type { Plugin } from 'vite';

const EMBED_DEMO = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Tide finder embed demo</title>
    <link rel="icon" href="data:," />
    <style>
      /* A page's global CSS at its worst: none of it may reach inside the widget. */
      * { font: 40px serif !important; color: red; }
      button { display: none; }
      body { margin: 24px; background: #f5f5f4; }
      tide-finder { max-width: 960px; margin-top: 24px; }
    </style>
    <script type="module" src="/widgets/tide-finder.js"></script>
  </head>
  <body>
    <h1>Harbour tides</h1>
    <tide-finder supabase-url="%SUPABASE_URL%" supabase-anon-key="%SUPABASE_ANON_KEY%"></tide-finder>
  </body>
</html>
`;

/** Emits the demo page beside the standalone scripts. */
export function embedDemo(): Plugin {
  return {
    name: 'tides-embed-demo',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed-demo.html', source: EMBED_DEMO });
    },
  };
}
