/** Hands a file made in the browser to the user as a download. */
export function downloadFile(data: BlobPart, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give it a moment before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
