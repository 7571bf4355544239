/**
 * How an embedded frame tells the page around it how tall its content is, so `/embed/resize.js`
 * on that page can size the iframe to fit: a `postMessage` of `{ type, height }` to the parent,
 * whenever the content's height changes (the tides arrive, a finder shows its results, the
 * column narrows and the week stacks). The height is no secret, so any parent may read it;
 * the script trusts only messages from this site's own frames.
 */

/** The message's `type`: what resize.js listens for. */
export const FRAME_HEIGHT_MESSAGE = 'tides-frame-height';

/** The path the resizing script is served at, beside the site. */
export const RESIZE_SCRIPT_PATH = '/embed/resize.js';

/** Posts the height of `content` to the parent page now and on every change of its size. */
export function reportFrameHeight(
  content: HTMLElement,
  target: Window = window.parent,
): () => void {
  if (target === window) return () => undefined;
  let last = -1;
  const post = () => {
    // The body's padding and the content's margins count: the frame must show them too.
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    target.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, '*');
  };
  const observer = new ResizeObserver(post);
  observer.observe(content);
  post();
  return () => observer.disconnect();
}
