/**
 * Hands a file answer of the API (a CSV or JSON export) to the browser as a download. The admin
 * session travels in a header, so exports are fetched and saved from a blob rather than opened as
 * links.
 *
 * @param response - the ok response, body unread.
 * @param fallbackName - the file name when the answer names none in `Content-Disposition`.
 * @returns the file name used.
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<string> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
  return name;
}
