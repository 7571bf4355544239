/**
 * Saves CSV text as a file the visitor opens in a spreadsheet. The file starts with a UTF-8
 * byte-order mark: without it, Excel reads the file in the system's legacy code page, and "’",
 * "−" and "é" in station names and notes come out garbled.
 */
export const UTF8_BOM = '\uFEFF';

export function downloadCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
