/**
 * The stylesheet each element's shadow root carries: a preamble that cuts the element off
 * from the page's inherited styles, then the package's CSS made independent of the page's
 * root font size.
 */

/** The size of `1rem` inside an element unless `--tides-rem` says otherwise. */
export const SHADOW_REM_PX = 16;

/**
 * `all: initial` stops everything the page would pass down by inheritance (fonts, colour,
 * letter-spacing, text-transform…), except what the page sets on the element itself with
 * `!important`; the second rule resets the fonts again one level down, where the page cannot
 * reach. Custom properties are untouched by `all`, so `--tides-*` still inherit.
 */
const PREAMBLE = `:host{all:initial;display:block;--tides-rem:${SHADOW_REM_PX}px}
:host([hidden]){display:none}
:host>*{font:initial;letter-spacing:normal;word-spacing:normal;text-transform:none;text-align:start;text-indent:0;white-space:normal}
`;

/** A length in rem: the number before `rem`, not part of a longer word or number. */
const REM_LENGTH = /(?<![\w.-])(-?\d*\.?\d+)rem\b/g;

/** The prelude of a media or container query, where `var()` is not allowed. */
const QUERY_PRELUDE = /@(?:media|container)[^{]*\{/g;

/**
 * The package CSS with every `rem` measured against `--tides-rem` instead of the page's root
 * font size, which the page controls (`html { font-size: 62.5% }`, or worse) and which would
 * otherwise scale the whole widget. Media and container queries cannot read custom properties,
 * so their lengths become pixels at 16 px to the rem.
 */
export function toShadowCss(css: string): string {
  const queriesInPixels = css.replace(QUERY_PRELUDE, (prelude) =>
    prelude.replace(REM_LENGTH, (_, value: string) => `${Number(value) * SHADOW_REM_PX}px`),
  );
  const body = queriesInPixels.replace(REM_LENGTH, (_, value: string) =>
    value === '0' ? '0' : `calc(${value} * var(--tides-rem))`,
  );
  return PREAMBLE + body;
}
