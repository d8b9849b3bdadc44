import pLimit, { type LimitFunction } from 'p-limit';
import type SharpModule from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { UPLOAD_DAMAGED_MESSAGE, UPLOAD_HEIC_MESSAGE, UPLOAD_PIXELS_MESSAGE, UPLOAD_TYPES_MESSAGE } from '../../contract/files';

/**
 * What the first bytes of an upload say it is. Only these are ever handed to the decoder: libvips
 * also reads SVG (which can carry script), TIFF, GIF, PDF-like and raw inputs, and none of them is a
 * photo of a job.
 */
type SniffedType = 'jpeg' | 'png' | 'webp' | 'heif';

/** Brands of an ISO base media file (`ftyp`) that hold a HEIF image: HEIC (HEVC) and AVIF (AV1) alike. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2', 'avif', 'avis']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

function sniffImageType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.length, Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0));
    // The major brand, then the compatible brands after the minor version.
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return undefined;
}

/** An upload that is not a photo we can take; the message is the customer's to read. */
export class PhotoRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

/**
 * The largest phone cameras take 48- and 50-megapixel photos; past this a "photo" is more likely a
 * decompression bomb (a PNG of one color compresses 100 megapixels into a few hundred kilobytes).
 * A panorama this large is refused with a message that asks for a smaller copy.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Photos decoded at once; the others wait their turn. A decode of a photo at the pixel limit takes
 * about 70 MB while it runs (a PNG cannot be read at a fraction of its size, as a JPEG can), so eight
 * uploads at once would take over half a gigabyte. The decoder already uses the whole of a core for
 * one photo, so a second at once would finish the burst little sooner, and costs the memory goal
 * (docs/decisions/071-photos-decoded-one-at-a-time.md).
 */
export const DECODES_AT_ONCE = 1;
const decodes = pLimit(DECODES_AT_ONCE);

/**
 * Each sender's photos wait in a line of their own, and only the first of each line waits for the
 * decoder: an account sending its hour's sixty photos at once takes turns with everyone else, rather
 * than holding the decoder for all sixty while another customer's one photo waits behind them.
 */
const lines = new Map<string, { limit: LimitFunction; waiting: number }>();
async function inTurn<T>(sender: string, work: () => Promise<T>): Promise<T> {
  const line = lines.get(sender) ?? { limit: pLimit(1), waiting: 0 };
  lines.set(sender, line);
  line.waiting += 1;
  try {
    return await line.limit(() => decodes(work));
  } finally {
    line.waiting -= 1;
    if (line.waiting === 0) lines.delete(sender);
  }
}
/** Sharp enough to read a meter or a model plate on a 4K screen, and a fraction of a phone photo's bytes. */
export const MAX_STORED_SIDE = 2560;
/** Lists show photos at up to 160 CSS pixels wide: 320 covers a 2x screen. */
export const THUMBNAIL_WIDTH = 320;
/** Caps a very tall photo's thumbnail (a long screenshot). */
const THUMBNAIL_MAX_HEIGHT = 2 * THUMBNAIL_WIDTH;
/** Photos are stored and served as JPEG: every browser, the contractors' mobile app and any photo viewer open it. */
const STORED_CONTENT_TYPE = 'image/jpeg';

export interface ProcessedPhoto {
  content: Buffer;
  contentType: typeof STORED_CONTENT_TYPE;
  width: number;
  height: number;
  thumbnail: Buffer;
  thumbnailContentType: typeof STORED_CONTENT_TYPE;
}

/**
 * Decodes are refused on a truncated file but not on the small warnings many cameras' JPEGs give;
 * the pixel limit is checked before any pixel is decoded.
 */
const input = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
/** Enough for a 100-megapixel photo on a busy machine; a file that takes longer is not a photo. */
const TIMEOUT = { seconds: 30 };

/**
 * Re-encodes an uploaded photo, so that what is stored and served is pixels we wrote and nothing the
 * sender put in the file: the EXIF orientation is applied to the pixels, then every piece of metadata
 * (EXIF with its GPS position, XMP, IPTC, comments, and any ICC profile after conversion to sRGB) is
 * left behind, as sharp does unless asked to keep it. Transparency is laid on white (JPEG has none).
 * `sender` names the line the photo waits in for the decoder (the uploading account's).
 */
export async function processPhoto(bytes: Uint8Array, sender = ''): Promise<ProcessedPhoto> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new PhotoRefused(UPLOAD_TYPES_MESSAGE);
  return inTurn(sender, () => decodePhoto(bytes, sniffed));
}

/** Loads sharp once; its cache of decoded images is turned off, as no photo is ever decoded twice. */
let loadedSharp: Promise<{ default: typeof SharpModule }> | undefined;
function loadSharp() {
  loadedSharp ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module;
  });
  return loadedSharp;
}

/** A RIFF file (WebP) shorter than the length its header gives. */
const isCutShortRiff = (bytes: Uint8Array) => bytes.length >= 8 && Buffer.from(bytes.subarray(4, 8)).readUInt32LE(0) + 8 > bytes.length;

/** libvips stopped the decode at `TIMEOUT`: no photo takes that long, whatever its header says. */
const isTimeout = (err: unknown) => err instanceof Error && /timeout/i.test(err.message);

async function decodePhoto(bytes: Uint8Array, sniffed: SniffedType): Promise<ProcessedPhoto> {
  // Loaded with the first photo, not with the server: sharp and its native image library were the
  // largest single part of a start's module loading, and nothing before the first answer uses them.
  const { default: sharp } = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit waits for the check below and its own message.
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    if (sniffed === 'heif') throw new PhotoRefused(UPLOAD_HEIC_MESSAGE);
    // The WebP decoder reads no header of a file shorter than its RIFF header says: one cut short in a transfer.
    throw new PhotoRefused(sniffed === 'webp' && isCutShortRiff(bytes) ? UPLOAD_DAMAGED_MESSAGE : UPLOAD_TYPES_MESSAGE);
  }
  // The decoder guesses from the bytes too; a file that is one thing to us and another to it is neither.
  if (metadata.format !== sniffed) throw new PhotoRefused(UPLOAD_TYPES_MESSAGE);
  if (!metadata.width || !metadata.height) throw new PhotoRefused(UPLOAD_TYPES_MESSAGE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new PhotoRefused(UPLOAD_PIXELS_MESSAGE);

  let original: { data: Buffer; info: OutputInfo };
  try {
    original = await sharp(bytes, input)
      .timeout(TIMEOUT)
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    // A HEIF this build cannot decode is almost always an iPhone's HEIC (HEVC-coded).
    if (sniffed === 'heif') throw new PhotoRefused(UPLOAD_HEIC_MESSAGE);
    // Its header says a photo of this size, in the type its first bytes say, but its pixels cannot be read: cut short or damaged, not a file of another kind.
    throw new PhotoRefused(isTimeout(err) ? UPLOAD_TYPES_MESSAGE : UPLOAD_DAMAGED_MESSAGE);
  }

  const thumbnail = await sharp(original.data)
    .timeout(TIMEOUT)
    .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, progressive: true, mozjpeg: true })
    .toBuffer();

  return {
    content: original.data,
    contentType: STORED_CONTENT_TYPE,
    width: original.info.width,
    height: original.info.height,
    thumbnail,
    thumbnailContentType: STORED_CONTENT_TYPE,
  };
}
