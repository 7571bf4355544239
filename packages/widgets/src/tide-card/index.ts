export { TideCard } from './TideCard.tsx';
export type { TideCardProps } from './TideCard.tsx';
export { getTideSourceKind } from './source.ts';
export type { TideSourceKind } from './source.ts';
