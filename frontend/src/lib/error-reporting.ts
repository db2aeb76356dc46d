/** Where caught render errors go besides the console: reporters registered here get every
 * report (the admin area will register one writing to the problems-debug table). A reporter that
 * throws is ignored; reporting never breaks the error screen. */

export interface ErrorReport {
  /** Classification of app/shell/error-kind.ts (chunk-load, network, render…). */
  kind: string;
  message: string;
  componentStack: string;
  path: string;
  error: unknown;
}

export type ErrorReporter = (report: ErrorReport) => void;

const reporters = new Set<ErrorReporter>();

/** Adds a reporter; returns the function that removes it. */
export function addErrorReporter(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => {
    reporters.delete(reporter);
  };
}

export function dispatchErrorReport(report: ErrorReport): void {
  for (const reporter of reporters) {
    try {
      reporter(report);
    } catch {
      /* a failing reporter must not break the error screen */
    }
  }
}
