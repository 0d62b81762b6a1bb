// Car illustrations drawn as SVG in the car's colour, so that demo data has real pictures without
// any download. Each body type (hatchback, sedan, SUV, pickup, van) has its own outline, drawn from
// the side, the front and the back, in a few scenes. No text is drawn: the car's name belongs to
// the page, not the picture.
export const BODY_TYPES = ['hatchback', 'sedan', 'suv', 'pickup', 'van'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const VIEWS = ['side', 'front', 'rear', 'side-flipped'] as const;
export type View = (typeof VIEWS)[number];

export interface ArtOptions {
  color: string;
  body: BodyType;
  view: View;
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

const GLASS = '#cfe8ff';

/**
 * Side outlines on a 1200×800 canvas, a row a body type: the wheel centres, the wheel radius, where
 * the headlamp sits, the body and the windows (every car faces left; `side-flipped` mirrors it).
 * The ground line is y = 600.
 */
const SIDE: Record<BodyType, { body: string; windows: string[]; wheels: [number, number]; r: number; lamp: number }> = {
  hatchback: { wheels: [410, 790], r: 58, lamp: 304, body: 'M300 560 Q296 470 380 452 L470 444 Q530 360 620 350 L760 350 Q800 352 820 380 L860 456 Q900 466 900 520 L900 566 Q900 590 876 590 L320 590 Q300 590 300 560 Z', windows: ['M500 444 Q545 382 620 372 L690 372 L690 444 Z', 'M710 372 L760 372 Q786 374 800 398 L828 444 L710 444 Z'] },
  sedan: { wheels: [350, 880], r: 60, lamp: 204, body: 'M200 560 Q198 480 290 462 L430 446 Q500 366 600 358 L740 358 Q820 362 880 440 L1000 456 Q1040 466 1040 520 L1040 566 Q1040 590 1016 590 L220 590 Q200 590 200 560 Z', windows: ['M462 446 Q520 386 600 378 L690 378 L690 446 Z', 'M710 378 L750 378 Q810 384 850 446 L710 446 Z'] },
  suv: { wheels: [360, 880], r: 72, lamp: 214, body: 'M210 560 L210 440 Q214 410 250 404 L380 396 Q440 300 520 292 L900 292 Q960 296 990 380 L1010 420 Q1040 430 1040 470 L1040 566 Q1040 596 1010 596 L240 596 Q210 596 210 560 Z', windows: ['M410 396 Q460 316 530 312 L660 312 L660 396 Z', 'M680 312 L820 312 L820 396 L680 396 Z', 'M840 312 L900 312 Q940 316 964 396 L840 396 Z'] },
  pickup: { wheels: [330, 900], r: 70, lamp: 186, body: 'M180 560 L180 450 Q184 430 220 426 L360 420 Q420 320 500 312 L640 312 Q676 316 690 360 L700 440 L1060 440 L1060 566 Q1060 594 1032 594 L210 594 Q180 594 180 560 Z', windows: ['M392 420 Q440 336 505 332 L560 332 L560 420 Z', 'M580 332 L634 332 Q660 336 668 372 L676 420 L580 420 Z'] },
  van: { wheels: [340, 900], r: 62, lamp: 204, body: 'M200 566 L200 420 Q204 330 290 270 Q340 240 420 238 L1010 238 Q1040 240 1040 280 L1040 566 Q1040 594 1012 594 L228 594 Q200 594 200 566 Z', windows: ['M262 400 Q270 320 330 284 L420 270 L420 400 Z', 'M440 270 L600 270 L600 380 L440 380 Z', 'M620 270 L800 270 L800 380 L620 380 Z', 'M820 270 L1000 270 L1000 380 L820 380 Z'] },
};

/** Front and back views: the width and the height of the body and of its glass area. */
const FACE: Record<BodyType, { width: number; roof: number; shoulder: number; glassTop: number }> = {
  hatchback: { width: 520, roof: 330, shoulder: 440, glassTop: 350 },
  sedan: { width: 580, roof: 350, shoulder: 450, glassTop: 368 },
  suv: { width: 640, roof: 270, shoulder: 410, glassTop: 292 },
  pickup: { width: 650, roof: 290, shoulder: 420, glassTop: 310 },
  van: { width: 620, roof: 220, shoulder: 420, glassTop: 250 },
};

function wheel(cx: number, cy: number, r: number) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2328"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.55)}" fill="#c9ced6"/>
    <circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.16)}" fill="#5b616b"/>`;
}

function sideView(body: BodyType, color: string, flip: boolean) {
  const shape = SIDE[body];
  const dark = shade(color, -0.35);
  const light = shade(color, 0.35);
  const [rearX, frontX] = shape.wheels;
  return `<g transform="translate(${flip ? 1200 : 0},0) scale(${flip ? -1 : 1},1)">
    <ellipse cx="${(rearX + frontX) / 2}" cy="612" rx="${(frontX - rearX) / 2 + 200}" ry="24" fill="#000" opacity="0.25"/>
    <path d="${shape.body}" fill="${color}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>
    ${shape.windows.map((w) => `<path d="${w}" fill="${GLASS}" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/>`).join('')}
    <path d="M${rearX - 110} 506 L${frontX + 110} 506" stroke="${light}" stroke-width="8" opacity="0.6"/>
    <rect x="${shape.lamp}" y="470" width="34" height="22" rx="6" fill="#fff3b0"/>
    ${wheel(rearX, 590, shape.r)}${wheel(frontX, 590, shape.r)}
  </g>`;
}

function faceView(body: BodyType, color: string, front: boolean) {
  const f = FACE[body];
  const dark = shade(color, -0.35);
  const left = 600 - f.width / 2;
  const right = 600 + f.width / 2;
  const inset = body === 'van' ? 30 : 70;
  const lamp = front ? '#fff3b0' : '#ff5a5f';
  const glass = `M${left + inset} ${f.shoulder} L${left + inset + 30} ${f.glassTop} L${right - inset - 30} ${f.glassTop} L${right - inset} ${f.shoulder} Z`;
  const grille = front
    ? `<rect x="${600 - f.width / 5}" y="${f.shoulder + 60}" width="${(f.width * 2) / 5}" height="40" rx="10" fill="${dark}"/>`
    : `<rect x="${600 - 70}" y="${f.shoulder + 56}" width="140" height="36" rx="4" fill="#f4f4f4" stroke="${dark}" stroke-width="3"/>`;
  return `<g>
    <ellipse cx="600" cy="612" rx="${f.width / 2 + 60}" ry="22" fill="#000" opacity="0.25"/>
    <rect x="${left + 30}" y="560" width="70" height="50" rx="10" fill="#1f2328"/>
    <rect x="${right - 100}" y="560" width="70" height="50" rx="10" fill="#1f2328"/>
    <path d="M${left} 580 L${left} ${f.shoulder + 10} Q${left} ${f.shoulder - 10} ${left + 40} ${f.shoulder - 20}
             L${left + inset + 10} ${f.roof + 20} Q${left + inset + 20} ${f.roof} ${left + inset + 50} ${f.roof}
             L${right - inset - 50} ${f.roof} Q${right - inset - 20} ${f.roof} ${right - inset - 10} ${f.roof + 20}
             L${right - 40} ${f.shoulder - 20} Q${right} ${f.shoulder - 10} ${right} ${f.shoulder + 10} L${right} 580 Z"
          fill="${color}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>
    <path d="${glass}" fill="${GLASS}" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/>
    <rect x="${left + 24}" y="${f.shoulder + 40}" width="${f.width / 6}" height="30" rx="12" fill="${lamp}"/>
    <rect x="${right - 24 - f.width / 6}" y="${f.shoulder + 40}" width="${f.width / 6}" height="30" rx="12" fill="${lamp}"/>
    ${grille}
    <rect x="${left - 6}" y="570" width="${f.width + 12}" height="18" rx="8" fill="${dark}"/>
  </g>`;
}

/** The picture of one car: its body type in its colour, from one view, in one of the scenes. */
export function carSvg({ color, body, view, scene }: ArtOptions, width = 1200, height = 800): string {
  const s = SCENES[scene % SCENES.length]!;
  const car = view === 'front' || view === 'rear' ? faceView(body, color, view === 'front') : sideView(body, color, view === 'side-flipped');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${scene % 2 ? 260 : 940}" cy="150" r="70" fill="${s.sun}" opacity="0.9"/>
  <path d="M0 520 Q200 380 420 470 T820 440 T1200 480 L1200 800 L0 800 Z" fill="${s.hills}"/>
  <rect y="600" width="1200" height="200" fill="${s.ground}"/>
  <rect y="690" width="1200" height="10" fill="#f2f2f2" opacity="0.5"/>
  ${car}
</svg>`;
}

/** The body type of a demo car, from its model name (unknown models are sedans). */
export function bodyTypeOf(model: string): BodyType {
  const m = model.toLowerCase();
  if (/hilux|ranger|d-max|vigus/.test(m)) return 'pickup';
  if (/bolan|hiace|carry|every/.test(m)) return 'van';
  if (/fortuner|sportage|tucson|\bhs\b|h6|br-v|land cruiser|pajero|prado|velar|cayenne|2008|wrangler|xc90|cx-5/.test(m)) return 'suv';
  if (/cultus|alto|mira|swift|picanto|joy|dayz|wagon r|golf|uno/.test(m)) return 'hatchback';
  return 'sedan';
}
