/**
 * Pictures for the demo customer's job requests: small drawings rendered to JPEG, so the photos on
 * the job pages are real images that go through the same re-encoding and thumbnailing as an upload.
 * Each is a simple scene (a wall or sky in a gradient, and the shapes of the thing to fix) in the
 * colors of its job, drawn from a seed so every load draws the same picture.
 */

export interface PhotoArt {
  /** The file name the customer's phone would have given it. */
  fileName: string;
  /** Top and bottom of the background gradient. */
  colors: [string, string];
  /** The color of the thing in the picture. */
  accent: string;
  /** What is drawn. */
  scene: 'wall' | 'roof' | 'yard' | 'room' | 'door' | 'window' | 'pipe';
}

/** The drawing's own coordinates; the JPEG is rendered smaller (`SIZE`), about what a phone's photo is after a messaging app. */
const WIDTH = 960;
const HEIGHT = 720;
const SIZE = { width: 800, height: 600 };

/** A small deterministic generator, so the same art makes the same picture. */
function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function shapes(art: PhotoArt, next: () => number): string {
  const { accent } = art;
  const jitter = (n: number) => Math.round(n + (next() - 0.5) * 60);
  switch (art.scene) {
    case 'roof':
      return `<polygon points="${jitter(120)},420 480,${jitter(150)} ${jitter(840)},420" fill="${accent}"/>
        <rect x="180" y="420" width="600" height="260" fill="#d8cbb5"/>
        <rect x="${jitter(520)}" y="${jitter(260)}" width="70" height="40" fill="#2b2b2b" opacity="0.6"/>
        <rect x="420" y="540" width="110" height="140" fill="#6b4f3a"/>`;
    case 'yard':
      return `<rect x="0" y="470" width="${WIDTH}" height="250" fill="${accent}"/>
        <circle cx="${jitter(220)}" cy="400" r="110" fill="#3f6f3a"/><rect x="205" y="430" width="30" height="90" fill="#5b4030"/>
        <circle cx="${jitter(700)}" cy="430" r="80" fill="#4d7f45"/><rect x="688" y="460" width="24" height="70" fill="#5b4030"/>
        <ellipse cx="480" cy="600" rx="${jitter(260)}" ry="50" fill="#7a5533" opacity="0.8"/>`;
    case 'room':
      return `<rect x="0" y="560" width="${WIDTH}" height="160" fill="${accent}"/>
        <rect x="${jitter(140)}" y="${jitter(220)}" width="220" height="150" fill="#f4f1ea" stroke="#8a8275" stroke-width="10"/>
        <rect x="${jitter(560)}" y="400" width="260" height="160" rx="18" fill="#6d7f8c"/>
        <rect x="0" y="548" width="${WIDTH}" height="14" fill="#efe9dd"/>`;
    case 'door':
      return `<rect x="300" y="120" width="360" height="600" fill="#efe9dd"/>
        <rect x="340" y="160" width="280" height="560" fill="${accent}"/>
        <circle cx="${jitter(585)}" cy="450" r="14" fill="#c9a54a"/>
        <rect x="360" y="${jitter(190)}" width="240" height="220" fill="#cfe3ee" opacity="0.7"/>`;
    case 'window':
      return `<rect x="240" y="120" width="480" height="480" fill="#f2efe8"/>
        <rect x="280" y="160" width="400" height="190" fill="${accent}" opacity="0.85"/>
        <rect x="280" y="370" width="400" height="190" fill="${accent}" opacity="0.65"/>
        <line x1="${jitter(300)}" y1="${jitter(200)}" x2="${jitter(420)}" y2="${jitter(320)}" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
        <rect x="220" y="600" width="520" height="26" fill="#d9d2c3"/>`;
    case 'pipe':
      return `<rect x="0" y="430" width="${WIDTH}" height="290" fill="#e9e4da"/>
        <rect x="160" y="330" width="640" height="120" rx="12" fill="#c7ccd1"/>
        <path d="M430 330 v-160 h150 v40" stroke="${accent}" stroke-width="34" fill="none" stroke-linecap="round"/>
        <circle cx="580" cy="${jitter(260)}" r="10" fill="#5aa0d8"/><circle cx="${jitter(584)}" cy="300" r="7" fill="#5aa0d8"/>`;
    case 'wall':
    default:
      return `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${accent}" opacity="0.35"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${(i % 3) * 320 + 20}" y="${Math.floor(i / 3) * 140 + 380}" width="280" height="110" fill="${accent}" opacity="${0.5 + next() * 0.4}"/>`).join('')}
        <path d="M${jitter(300)} 120 l40 90 l-30 60 l50 110" stroke="#3b3b3b" stroke-width="8" fill="none"/>`;
  }
}

/** The picture as a JPEG, as a phone would send it. */
export async function drawPhoto(art: PhotoArt): Promise<Buffer> {
  const next = random(art.fileName);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="${next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    ${shapes(art, next)}
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
