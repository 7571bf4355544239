'use client';
import { MoonCard } from '../moon-card/MoonCard.tsx';
import type { StationContentProps } from './station-tides-frame.tsx';

/** The moon widget's part: today's moon. */
export function MoonContent({ labels, headingLevel, result }: StationContentProps) {
  return (
    <MoonCard
      labels={labels}
      headingLevel={headingLevel}
      phase={result.moonPhase}
      illumination={result.moonIllumination}
      illuminationFraction={result.moon?.illumination}
      phaseAngle={result.moon?.phaseAngle}
    />
  );
}
