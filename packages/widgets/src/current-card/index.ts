export { CurrentCard } from './CurrentCard.tsx';
export type { CurrentCardProps } from './CurrentCard.tsx';
export { StationCurrents } from './StationCurrents.tsx';
export type { StationCurrentsProps, StationCurrentsState } from './StationCurrents.tsx';
export { defaultCurrentLabels } from './labels.ts';
export type { CurrentLabels } from './labels.ts';
