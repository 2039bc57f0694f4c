// Saving a file the browser made or received (a CSV export, a PDF from the API). No Firebase
// here, so pure modules such as lib/csv.ts can build on it.

/** Starts the browser download of a blob. */
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

/** 'attachment; filename="ingresso-TKT-1.pdf"' → 'ingresso-TKT-1.pdf' */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}
