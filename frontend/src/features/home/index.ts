/** Public surface of the home feature. */
export { HomeSections, QuickAccess } from './components/home-sections';
