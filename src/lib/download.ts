// Saves text as a file through a temporary object URL (no server round trip).
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
