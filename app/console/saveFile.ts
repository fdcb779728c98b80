/**
 * Hands a file to the browser's download manager: an object URL on a temporary <a download>.
 * Browser only; called from event handlers, never while rendering.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
