export { StationTides } from './StationTides.tsx';
export type { StationTidesProps, StationTidesWidget } from './StationTides.tsx';
