import { addErrorReporter, dispatchErrorReport, type ErrorReport } from './error-reporting';

const report: ErrorReport = { kind: 'critical', message: 'TypeError: x', componentStack: '\n at A', path: '/', error: new TypeError('x') };

describe('error reporters', () => {
  it('hands every report to the registered reporters until removed; a throwing one is ignored', () => {
    const seen: ErrorReport[] = [];
    const removeBad = addErrorReporter(() => {
      throw new Error('reporter down');
    });
    const remove = addErrorReporter((r) => seen.push(r));
    dispatchErrorReport(report);
    expect(seen).toEqual([report]);
    remove();
    removeBad();
    dispatchErrorReport(report);
    expect(seen).toHaveLength(1);
  });
});
