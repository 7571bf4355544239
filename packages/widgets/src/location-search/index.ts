export { LocationSearch } from './LocationSearch.tsx';
export type { LocationSearchProps, LocationSearchState } from './LocationSearch.tsx';
