export { WaterLevelNow } from './WaterLevelNow.tsx';
export type { WaterLevelNowProps, WaterLevelNowState } from './WaterLevelNow.tsx';
