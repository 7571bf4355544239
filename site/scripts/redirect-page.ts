/**
 * The page a static host serves at a moved path when it cannot answer with a redirect status:
 * it sends the browser on at once, tells search engines where the page lives now, and still
 * offers a link without JavaScript or refresh.
 */

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `to` is a site path such as `/tide-resources`; `origin` the site's public origin. */
export function redirectPage(to: string, origin: string): string {
  const path = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>This page has moved</title>
    <meta http-equiv="refresh" content="0; url=${path}" />
    <link rel="canonical" href="${escapeHtml(origin)}${path}" />
    <meta name="robots" content="noindex" />
  </head>
  <body>
    <p>This page has moved to <a href="${path}">${escapeHtml(origin)}${path}</a>.</p>
  </body>
</html>
`;
}
