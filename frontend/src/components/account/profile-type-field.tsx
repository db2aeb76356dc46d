/** "Você é: Profissional / Estudante", the profile type of sign-up and /settings. */
import type { UseFormRegisterReturn } from 'react-hook-form';

export function ProfileTypeField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">Você é</legend>
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" value="professional" {...registration} /> Profissional
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="student" {...registration} /> Estudante
        </label>
      </div>
    </fieldset>
  );
}
