export { MoonCard } from './MoonCard.tsx';
export type { MoonCardProps } from './MoonCard.tsx';
