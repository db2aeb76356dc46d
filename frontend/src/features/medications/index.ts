/** What other features may use of medications: the detail select (the offline dataset reads
 * medications with it). */
export { MEDICATION_SELECT } from './api/select';
