/** The sign-up metadata sent to the auth service (spec part 1 §3). */
import type { SignUpValues } from './schemas';

export function signUpMetadata(v: SignUpValues) {
  return {
    full_name: v.fullName.trim(),
    formation_area: v.formationArea.trim(),
    graduation_year: v.graduationYear.trim(),
    is_student: v.type === 'student',
    is_professional: v.type === 'professional',
  };
}
