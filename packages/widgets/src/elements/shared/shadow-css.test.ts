import { SHADOW_REM_PX, toShadowCss } from './shadow-css.ts';

describe('toShadowCss', () => {
  it('measures rem against --tides-rem, so the page root font size cannot scale the widget', () => {
    const css = toShadowCss('.a{padding:.5rem 1.25rem;margin:-2rem 0rem}');
    expect(css).toContain(
      '.a{padding:calc(.5 * var(--tides-rem)) calc(1.25 * var(--tides-rem));margin:calc(-2 * var(--tides-rem)) 0}',
    );
  });

  it('turns rem in media and container queries into pixels, where var() cannot go', () => {
    const css = toShadowCss('@container (min-width: 40rem){.a{gap:1rem}}');
    expect(css).toContain(
      `@container (min-width: ${40 * SHADOW_REM_PX}px){.a{gap:calc(1 * var(--tides-rem))}}`,
    );
  });

  it('leaves words that merely contain "rem" alone', () => {
    expect(toShadowCss('.tides-remove,.x2rem-like{content:"3rem"}')).toContain('.tides-remove');
  });

  it('cuts the element off from inherited styles first, and defines --tides-rem', () => {
    const css = toShadowCss('.a{}');
    expect(css.indexOf(':host{all:initial;display:block;--tides-rem:16px}')).toBe(0);
    expect(css).toContain(':host([hidden]){display:none}');
  });
});
