// The menu of SPEC.md §2.
export { calculatorSections } from '../../features/calculators/links';

export const GUEST_NOTE = 'Kalkulator ini dapat digunakan langsung tanpa registrasi atau login.';
