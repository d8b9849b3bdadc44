import { describe, expect, it } from 'vitest';
import { inlineDisposition, MAX_FILE_NAME_LENGTH, storedFileName } from './names';

describe('storedFileName', () => {
  it.each([
    ['kitchen.png', 'kitchen.jpg'],
    ['IMG_0042.HEIC', 'IMG_0042.jpg'],
    ['/home/me/Pictures/leak.webp', 'leak.jpg'],
    ['C:\\fakepath\\leak.webp', 'leak.jpg'],
    ['..\\..\\boot.ini', 'boot.jpg'],
    ['photo\u202Egpj.exe', 'photogpj.jpg'],
    ['zero\u200Bwidth\uFEFF.png', 'zerowidth.jpg'],
    ['line\u2028break.jpg', 'linebreak.jpg'],
    ['a<b>c:d"e|f?g*h.jpg', 'a_b_c_d_e_f_g_h.jpg'],
    ['  many    spaces  .jpg', 'many spaces.jpg'],
    ['...', 'photo.jpg'],
    ['', 'photo.jpg'],
    [undefined, 'photo.jpg'],
    ['archive.tar.gz', 'archive.tar.jpg'],
    ['Cafe\u0301.png', 'Café.jpg'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(storedFileName(sent, 'jpg')).toBe(stored);
  });

  it(`keeps at most ${MAX_FILE_NAME_LENGTH} characters, counting the extension, and never splits a character`, () => {
    const name = storedFileName(`${'😀'.repeat(200)}.png`, 'jpg');
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name).toBe(`${'😀'.repeat(MAX_FILE_NAME_LENGTH - 4)}.jpg`);
    expect(storedFileName(`${'a'.repeat(95)}. .png`, 'jpg')).toBe(`${'a'.repeat(95)}.jpg`);
  });
});

describe('inlineDisposition', () => {
  it('names the file in plain ASCII and exactly in UTF-8, so no name can end the header early', () => {
    expect(inlineDisposition('leak.jpg')).toBe(`inline; filename="leak.jpg"; filename*=UTF-8''leak.jpg`);
    expect(inlineDisposition('Fuite d’eau (cave) 50%.jpg')).toBe(`inline; filename="Fuite d_eau (cave) 50_.jpg"; filename*=UTF-8''Fuite%20d%E2%80%99eau%20%28cave%29%2050%25.jpg`);
    expect(inlineDisposition('a"b\\c;.jpg')).toBe(`inline; filename="a_b_c;.jpg"; filename*=UTF-8''a%22b%5Cc%3B.jpg`);
  });
});
