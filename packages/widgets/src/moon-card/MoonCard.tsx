'use client';
import * as React from 'react';
import { classNames } from '../internal/class-names.ts';
import { CardHeader, type HeadingLevel } from '../internal/heading.tsx';
import { useLabels } from '../internal/use-text.ts';
import type { TideLabels } from '../labels.ts';
import type { TidesTheme } from '../types.ts';
import { getMoonShape, moonLitPath } from './moon-shape.ts';

/** Size of the drawing's coordinate space; the CSS decides how large it shows. */
const MOON_VIEWBOX = 100;
const MOON_RADIUS = 46;
/** Below this lit fraction the disc is drawn as new, above one minus it as full. */
const MOON_FRACTION_EPSILON = 0.005;

export interface MoonCardProps extends React.ComponentPropsWithoutRef<'article'> {
  /** The phase name, e.g. `'Waxing Gibbous'`. */
  phase: string;
  /** The illuminated fraction as display text, e.g. `'87%'`. */
  illumination: string;
  /** The lit fraction as a number (0–1, or a percentage above 1); wins over the text for the drawing. @defaultValue `undefined` */
  illuminationFraction?: number;
  /** Phase angle in degrees (0 new, 180 full); decides waxing or waning for the drawing. @defaultValue `undefined` (read from the phase name) */
  phaseAngle?: number;
  /** Level of the card's heading. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** Overrides for the interface text. @defaultValue `defaultLabels` */
  labels?: Partial<TideLabels>;
  /** Colour scheme; unset follows the inherited `color-scheme` (an enclosing widget's, else the page's). @defaultValue `undefined` */
  theme?: TidesTheme;
}

/**
 * The moon's phase and illumination, with a drawing of the lit disc: lit on the right while
 * waxing and on the left while waning, as seen from the northern hemisphere.
 */
export const MoonCard = /* @__PURE__ */ React.forwardRef<HTMLElement, MoonCardProps>(
  function MoonCard(props, forwardedRef) {
    const {
      phase,
      illumination,
      illuminationFraction,
      phaseAngle,
      headingLevel = 3,
      labels: labelOverrides,
      theme,
      className,
      ...rootProps
    } = props;
    const labels = useLabels(labelOverrides);
    const titleId = `${React.useId()}-title`;
    const shape = getMoonShape({ phase, illumination, illuminationFraction, phaseAngle });
    const center = MOON_VIEWBOX / 2;

    let litPart: React.ReactNode = null;
    if (shape.fraction >= 1 - MOON_FRACTION_EPSILON) {
      litPart = <circle data-slot="moon-lit" cx={center} cy={center} r={MOON_RADIUS} />;
    } else if (shape.fraction > MOON_FRACTION_EPSILON) {
      litPart = <path data-slot="moon-lit" d={moonLitPath(shape, center, center, MOON_RADIUS)} />;
    }

    return (
      <article
        className={classNames('tides-root', 'tides-card', 'tides-moon-card', className)}
        data-trend={shape.waxing ? 'waxing' : 'waning'}
        data-theme={theme}
        aria-labelledby={titleId}
        {...rootProps}
        ref={forwardedRef}
      >
        <CardHeader level={headingLevel} titleId={titleId} title={labels.moonPhase} />
        <div className="tides-moon-card__body" data-slot="body">
          <svg
            className="tides-moon-card__drawing"
            data-slot="moon"
            viewBox={`0 0 ${MOON_VIEWBOX} ${MOON_VIEWBOX}`}
            role="img"
            aria-label={labels.moonDrawing(phase, illumination)}
          >
            <circle data-slot="moon-dark" cx={center} cy={center} r={MOON_RADIUS} />
            {litPart}
            <circle data-slot="moon-rim" cx={center} cy={center} r={MOON_RADIUS} fill="none" />
          </svg>
          <div className="tides-moon-card__facts">
            <p className="tides-moon-card__phase" data-slot="phase">
              {phase}
            </p>
            <dl className="tides-moon-card__figures">
              <div>
                <dt>{labels.moonIllumination}</dt>
                <dd data-slot="illumination">{illumination}</dd>
              </div>
            </dl>
          </div>
        </div>
      </article>
    );
  },
);
