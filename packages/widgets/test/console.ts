/** Console warnings a test has declared part of the behaviour under test. */
export const expectedWarnings: RegExp[] = [];

/**
 * Lets a test say a console warning is expected (a failed location lookup is logged by
 * design). Console errors are never expected: they always fail the test.
 */
export function expectConsoleWarning(pattern: RegExp): void {
  expectedWarnings.push(pattern);
}
