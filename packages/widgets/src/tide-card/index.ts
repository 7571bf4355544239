export { TideCard } from './TideCard.tsx';
export type { TideCardProps } from './TideCard.tsx';
