export { DatePicker } from './DatePicker.tsx';
export type { DatePickerProps } from './DatePicker.tsx';
