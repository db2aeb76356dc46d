/** Public surface of the search feature. */
export { GlobalSearch } from './components/global-search';
