// Car illustrations drawn as SVG in the car's colour, so that demo data has real pictures
// without any download. Each scene is a different view: side on a road, the city at dusk, night.
export interface ArtOptions {
  color: string;
  label: string;
  scene: number;
}

const SCENES = [
  { sky: ['#dff1ff', '#9fd3f7'], ground: '#6b7b8c', sun: '#ffd166', hills: '#8fc79a' },
  { sky: ['#ffd6a5', '#ff8c69'], ground: '#5a4a5e', sun: '#fff1b8', hills: '#b07d8a' },
  { sky: ['#1b2a4a', '#38507a'], ground: '#2b2f3a', sun: '#f4f1de', hills: '#2f4166' },
  { sky: ['#e8f6ef', '#b8e0d2'], ground: '#7d8a80', sun: '#ffe29a', hills: '#6fb08a' },
  { sky: ['#f1e9ff', '#c7b8ff'], ground: '#55566b', sun: '#fff6c2', hills: '#8d86c9' },
];

/** Darkens or lightens a #rrggbb colour by `amount` (-1..1). */
function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function carSvg({ color, label, scene }: ArtOptions, width = 1200, height = 800): string {
  const s = SCENES[scene % SCENES.length]!;
  const flip = scene % 2 === 1;
  const dark = shade(color, -0.35);
  const light = shade(color, 0.35);
  const car = `
    <g transform="translate(${flip ? 1200 : 0},0) scale(${flip ? -1 : 1},1)">
      <ellipse cx="600" cy="618" rx="400" ry="26" fill="#000" opacity="0.25"/>
      <path d="M230 560 Q228 470 330 452 L440 440 Q500 360 600 352 L760 352 Q830 356 900 440 L980 456
               Q1020 466 1020 520 L1020 566 Q1020 590 996 590 L250 590 Q230 590 230 560 Z" fill="${color}" stroke="${dark}" stroke-width="6"/>
      <path d="M470 444 Q520 380 600 374 L700 374 L700 444 Z" fill="#cfe8ff" stroke="${dark}" stroke-width="5"/>
      <path d="M720 374 L770 374 Q830 380 872 444 L720 444 Z" fill="#cfe8ff" stroke="${dark}" stroke-width="5"/>
      <path d="M260 500 L1000 500" stroke="${light}" stroke-width="8" opacity="0.6"/>
      <rect x="980" y="480" width="34" height="22" rx="6" fill="#fff3b0"/>
      <rect x="236" y="486" width="26" height="20" rx="5" fill="#ff5a5f"/>
      <rect x="640" y="470" width="40" height="8" rx="4" fill="${dark}"/>
      ${[380, 850]
        .map(
          (x) => `<circle cx="${x}" cy="590" r="64" fill="#1f2328"/><circle cx="${x}" cy="590" r="34" fill="#c9ced6"/>
        <circle cx="${x}" cy="590" r="10" fill="#5b616b"/>`,
        )
        .join('')}
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${flip ? 260 : 940}" cy="170" r="70" fill="${s.sun}" opacity="0.9"/>
  <path d="M0 520 Q200 380 420 470 T820 440 T1200 480 L1200 800 L0 800 Z" fill="${s.hills}"/>
  <rect y="600" width="1200" height="200" fill="${s.ground}"/>
  <rect y="690" width="1200" height="10" fill="#f2f2f2" opacity="0.5"/>
  ${car}
  <text x="600" y="770" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle" opacity="0.9">${escapeXml(label)}</text>
</svg>`;
}
