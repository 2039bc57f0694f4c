// Saving a file in the browser, for both apps (the site's ticket PDF, the admin's PDFs and CSVs):
// the file name the API gives in Content-Disposition, and the download of a blob. The name
// parser is pure; saveBlob needs a document and is only imported by browser code.

/**
 * The file name of `Content-Disposition: attachment; filename="x.pdf"`, preferring the RFC 6266
 * `filename*=UTF-8''...` form (accents survive it), else `fallback`.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* malformed: try the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Starts the browser download of a blob under `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
