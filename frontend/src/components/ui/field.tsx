import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled form control with its validation message (role=alert so it is announced). */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
