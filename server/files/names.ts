/** Long enough for any name a phone or a person gives a photo; the rest is noise in a download dialog. */
export const MAX_FILE_NAME_LENGTH = 100;

/**
 * The name a stored photo is shown and downloaded under: the last part of what the sender's device
 * called it, without control or invisible formatting characters (a right-to-left override can make
 * `photo‮gpj.exe` read as `photoexe.jpg`), without characters file systems refuse, shortened, and
 * ending in the extension of what is stored, since the bytes were re-encoded.
 */
export function storedFileName(sent: string | undefined, extension: string): string {
  const lastPart = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading dot hides a file on most systems.
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.[^.]*$/, '');
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  const short = Array.from(stem).slice(0, room).join('').replace(/[\s.]+$/, '');
  return `${short || 'photo'}.${extension}`;
}

/**
 * `Content-Disposition: inline` naming the file: a plain ASCII `filename` for old clients and the
 * exact name as UTF-8 in `filename*` (RFC 6266), so no name can break out of the header.
 */
export function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
