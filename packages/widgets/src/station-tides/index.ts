export { STATION_WEEK_DAYS, StationTides } from './StationTides.tsx';
export type { StationTidesProps, StationTidesWidget } from './StationTides.tsx';
