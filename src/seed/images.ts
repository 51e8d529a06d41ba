/**
 * The demo images: abstract food-tech illustrations drawn as SVG and rendered to PNG with
 * sharp. Nothing is downloaded and no text is drawn (the machine may have no Korean fonts).
 * Each image is deterministic (a seeded random generator), so a re-render is byte-identical.
 */
import sharp from 'sharp'

export const IMAGE_WIDTH = 1600
export const IMAGE_HEIGHT = 1000

const W = IMAGE_WIDTH
const H = IMAGE_HEIGHT

type Random = () => number

/** mulberry32: small, fast and deterministic. */
function randomFrom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min)
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const r1 = (value: number) => Math.round(value * 10) / 10

interface Palette {
  /** Background gradient, top-left to bottom-right. */
  background: [string, string, string]
  /** Colours for the shapes. */
  shapes: string[]
  /** Soft light behind the motif. */
  glow: string
}

type Motif = (random: Random, palette: Palette) => string

function glows(random: Random, count = 3): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(between(random, 0, W))}" cy="${r1(between(random, 0, H))}" r="${r1(between(random, 250, 520))}" fill="url(#glow)" opacity="${r1(between(random, 0.35, 0.8))}"/>`
  }
  return out
}

function bubbles(random: Random, palette: Palette, count: number, [min, max]: [number, number], opacity = 0.7) {
  let out = ''
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(between(random, 0, W))}" cy="${r1(between(random, 0, H))}" r="${r1(between(random, min, max))}" fill="${pick(random, palette.shapes)}" opacity="${r1(between(random, opacity * 0.5, opacity))}"/>`
  }
  return out
}

/** Glowing orbits and particles on a dark sky: the home page's hero. */
const orbits: Motif = (random, palette) => {
  let out = glows(random, 4)
  const cx = W * 0.68
  const cy = H * 0.5
  for (let i = 0; i < 7; i++) {
    const rx = 140 + i * 70
    const ry = rx * 0.42
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(ry)}" fill="none" stroke="${pick(random, palette.shapes)}" stroke-width="${r1(between(random, 1.5, 4))}" opacity="${r1(between(random, 0.25, 0.6))}" transform="rotate(${r1(between(random, -25, -10))} ${cx} ${cy})"/>`
  }
  out += `<circle cx="${cx}" cy="${cy}" r="110" fill="${palette.shapes[0]}" opacity="0.9"/>`
  out += `<circle cx="${cx}" cy="${cy}" r="70" fill="${palette.shapes[1]}" opacity="0.85"/>`
  out += bubbles(random, palette, 60, [2, 9], 0.9)
  return out
}

/** Linked atoms: molecules and research. */
const molecules: Motif = (random, palette) => {
  let out = glows(random)
  const atoms = Array.from({ length: 26 }, () => ({
    x: between(random, 80, W - 80),
    y: between(random, 80, H - 80),
    r: between(random, 14, 46),
  }))
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i]
    const b = atoms[(i * 7 + 3) % atoms.length]
    const c = atoms[(i + 1) % atoms.length]
    if (!a || !b || !c) continue
    out += `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(c.x)}" y2="${r1(c.y)}" stroke="${palette.shapes[0]}" stroke-width="3" opacity="0.35"/>`
    if (i % 3 === 0)
      out += `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="${palette.shapes[1]}" stroke-width="2" opacity="0.3"/>`
  }
  for (const atom of atoms) {
    const colour = pick(random, palette.shapes)
    out += `<circle cx="${r1(atom.x)}" cy="${r1(atom.y)}" r="${r1(atom.r)}" fill="${colour}" opacity="0.9"/>`
    out += `<circle cx="${r1(atom.x - atom.r * 0.3)}" cy="${r1(atom.y - atom.r * 0.3)}" r="${r1(atom.r * 0.3)}" fill="#ffffff" opacity="0.35"/>`
  }
  return out
}

/** An abstract burger: stacked rounded layers. */
const stack: Motif = (random, palette) => {
  let out = glows(random)
  out += bubbles(random, palette, 18, [10, 40], 0.35)
  const cx = W / 2
  const [bun, lettuce, patty, cheese, tomato] = palette.shapes
  out += `<path d="M ${cx - 330} 470 Q ${cx - 330} 230 ${cx} 230 Q ${cx + 330} 230 ${cx + 330} 470 Z" fill="${bun}"/>`
  for (let i = 0; i < 14; i++) {
    const x = r1(cx + between(random, -230, 230))
    const y = r1(between(random, 300, 420))
    out += `<ellipse cx="${x}" cy="${y}" rx="12" ry="6" fill="#fff6e0" opacity="0.85" transform="rotate(${r1(between(random, -30, 30))} ${x} ${y})"/>`
  }
  out += `<path d="M ${cx - 350} 480 ${Array.from({ length: 15 }, (_, i) => `Q ${cx - 350 + i * 50 + 25} ${i % 2 ? 470 : 530} ${cx - 350 + (i + 1) * 50} 490`).join(' ')} L ${cx + 350} 500 L ${cx - 350} 500 Z" fill="${lettuce}"/>`
  out += `<rect x="${cx - 345}" y="495" width="690" height="45" rx="20" fill="${tomato}"/>`
  out += `<path d="M ${cx - 340} 540 L ${cx + 340} 540 L ${cx + 260} 600 L ${cx - 200} 590 Z" fill="${cheese}"/>`
  out += `<rect x="${cx - 355}" y="560" width="710" height="100" rx="48" fill="${patty}"/>`
  out += `<path d="M ${cx - 330} 680 L ${cx + 330} 680 Q ${cx + 330} 790 ${cx} 790 Q ${cx - 330} 790 ${cx - 330} 680 Z" fill="${bun}"/>`
  return out
}

/** Petri dishes and cells: biology. */
const cells: Motif = (random, palette) => {
  let out = glows(random)
  const dishes = [
    [W * 0.3, H * 0.45, 280],
    [W * 0.72, H * 0.58, 220],
  ] as const
  for (const [x, y, r] of dishes) {
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="#ffffff" opacity="0.18" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>`
    for (let i = 0; i < 28; i++) {
      const angle = random() * Math.PI * 2
      const distance = Math.sqrt(random()) * (r - 40)
      const size = between(random, 10, 36)
      out += `<circle cx="${r1(x + Math.cos(angle) * distance)}" cy="${r1(y + Math.sin(angle) * distance)}" r="${r1(size)}" fill="${pick(random, palette.shapes)}" opacity="0.8"/>`
      out += `<circle cx="${r1(x + Math.cos(angle) * distance)}" cy="${r1(y + Math.sin(angle) * distance)}" r="${r1(size * 0.35)}" fill="#ffffff" opacity="0.5"/>`
    }
  }
  return out
}

/** Rounded tiles in a grid: classes and learning. */
const tiles: Motif = (random, palette) => {
  let out = glows(random, 2)
  const size = 120
  const gap = 36
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 10; col++) {
      if (random() < 0.3) continue
      const x = 60 + col * (size + gap) + (row % 2) * 40
      const y = 40 + row * (size + gap) + between(random, -6, 6)
      const shape = random()
      const colour = pick(random, palette.shapes)
      out +=
        shape < 0.6
          ? `<rect x="${x}" y="${r1(y)}" width="${size}" height="${size}" rx="28" fill="${colour}" opacity="${r1(between(random, 0.55, 0.95))}"/>`
          : `<circle cx="${x + size / 2}" cy="${r1(y + size / 2)}" r="${size / 2}" fill="${colour}" opacity="${r1(between(random, 0.55, 0.95))}"/>`
    }
  }
  return out
}

/** Overlapping translucent circles: a community of many. */
const community: Motif = (random, palette) => {
  let out = glows(random, 2)
  for (let i = 0; i < 16; i++) {
    out += `<circle cx="${r1(between(random, 150, W - 150))}" cy="${r1(between(random, 150, H - 150))}" r="${r1(between(random, 90, 230))}" fill="${pick(random, palette.shapes)}" opacity="0.4"/>`
  }
  out += bubbles(random, palette, 40, [4, 12], 0.9)
  return out
}

/** Concentric waves from a source: sound, signs and visual signals. */
const waves: Motif = (random, palette) => {
  let out = glows(random)
  const sources = [
    [W * 0.28, H * 0.55],
    [W * 0.78, H * 0.38],
  ] as const
  sources.forEach(([x, y], s) => {
    for (let i = 1; i <= 9; i++) {
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${i * 62}" fill="none" stroke="${palette.shapes[(i + s) % palette.shapes.length]}" stroke-width="${r1(between(random, 6, 16))}" opacity="${r1(0.85 - i * 0.08)}"/>`
    }
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="40" fill="${palette.shapes[s]}"/>`
  })
  return out
}

/** Diagonal ribbons and sparks: energy and a fresh start. */
const ribbons: Motif = (random, palette) => {
  let out = glows(random, 2)
  for (let i = 0; i < 9; i++) {
    const offset = -400 + i * 260 + between(random, -40, 40)
    const thickness = between(random, 40, 130)
    out += `<rect x="${r1(offset)}" y="-300" width="${r1(thickness)}" height="${H + 600}" rx="${r1(thickness / 2)}" fill="${pick(random, palette.shapes)}" opacity="${r1(between(random, 0.5, 0.9))}" transform="rotate(35 ${W / 2} ${H / 2})"/>`
  }
  for (let i = 0; i < 22; i++) {
    const x = between(random, 0, W)
    const y = between(random, 0, H)
    const s = between(random, 10, 26)
    out += `<path d="M ${r1(x)} ${r1(y - s)} L ${r1(x + s * 0.3)} ${r1(y - s * 0.3)} L ${r1(x + s)} ${r1(y)} L ${r1(x + s * 0.3)} ${r1(y + s * 0.3)} L ${r1(x)} ${r1(y + s)} L ${r1(x - s * 0.3)} ${r1(y + s * 0.3)} L ${r1(x - s)} ${r1(y)} L ${r1(x - s * 0.3)} ${r1(y - s * 0.3)} Z" fill="#ffffff" opacity="0.8"/>`
  }
  return out
}

/** A striped awning over shop windows: the neighbourhood store. */
const storefront: Motif = (random, palette) => {
  let out = glows(random, 2)
  const [stripeA, stripeB, wall, windowColour, door] = palette.shapes
  const left = 260
  const width = W - 520
  out += `<rect x="${left}" y="330" width="${width}" height="560" rx="18" fill="${wall}"/>`
  const stripes = 12
  const stripe = width / stripes
  for (let i = 0; i < stripes; i++) {
    const x = left + i * stripe
    out += `<path d="M ${r1(x)} 250 L ${r1(x + stripe)} 250 L ${r1(x + stripe)} 390 Q ${r1(x + stripe / 2)} 440 ${r1(x)} 390 Z" fill="${i % 2 ? stripeA : stripeB}"/>`
  }
  out += `<rect x="${left + 70}" y="500" width="380" height="260" rx="14" fill="${windowColour}" opacity="0.9"/>`
  out += `<rect x="${left + width - 450}" y="500" width="380" height="260" rx="14" fill="${windowColour}" opacity="0.9"/>`
  out += `<rect x="${W / 2 - 90}" y="520" width="180" height="370" rx="12" fill="${door}"/>`
  out += `<circle cx="${W / 2 + 55}" cy="710" r="10" fill="#ffffff" opacity="0.8"/>`
  for (let i = 0; i < 8; i++) {
    out += `<circle cx="${r1(left + 120 + i * 40 + between(random, -5, 5))}" cy="${r1(between(random, 690, 740))}" r="${r1(between(random, 14, 22))}" fill="${pick(random, [stripeA, stripeB, door])}" opacity="0.85"/>`
  }
  return out
}

/** Rising bars and a trend line: growth and investment. */
const growth: Motif = (random, palette) => {
  let out = glows(random, 3)
  const bars = 9
  const barWidth = 90
  const points: string[] = []
  for (let i = 0; i < bars; i++) {
    const x = 200 + i * 140
    const height = 120 + i * 62 + between(random, -40, 40)
    out += `<rect x="${x}" y="${r1(880 - height)}" width="${barWidth}" height="${r1(height)}" rx="16" fill="${palette.shapes[i % palette.shapes.length]}" opacity="0.85"/>`
    points.push(`${x + barWidth / 2},${r1(880 - height - 70)}`)
  }
  out += `<polyline points="${points.join(' ')}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`
  for (const point of points) {
    const [x, y] = point.split(',')
    out += `<circle cx="${x}" cy="${y}" r="14" fill="#ffffff"/>`
  }
  return out
}

/** Heads and shoulders in soft colours: people and teams. */
const people: Motif = (random, palette) => {
  let out = glows(random, 2)
  const rows = [
    { y: 720, count: 6, scale: 1.15 },
    { y: 520, count: 7, scale: 0.85 },
  ]
  for (const row of rows.reverse()) {
    for (let i = 0; i < row.count; i++) {
      const x = ((i + 0.5) * W) / row.count + between(random, -30, 30)
      const s = row.scale
      const colour = pick(random, palette.shapes)
      out += `<path d="M ${r1(x - 120 * s)} ${r1(row.y + 200 * s)} Q ${r1(x - 120 * s)} ${r1(row.y + 10 * s)} ${r1(x)} ${r1(row.y + 10 * s)} Q ${r1(x + 120 * s)} ${r1(row.y + 10 * s)} ${r1(x + 120 * s)} ${r1(row.y + 200 * s)} Z" fill="${colour}"/>`
      out += `<circle cx="${r1(x)}" cy="${r1(row.y - 60 * s)} " r="${r1(62 * s)}" fill="${colour}"/>`
    }
  }
  return out
}

/** Cooktop rings, pans and indicator lights: the smart kitchen. */
const kitchen: Motif = (random, palette) => {
  let out = glows(random, 2)
  out += `<rect x="180" y="180" width="${W - 360}" height="${H - 360}" rx="40" fill="#ffffff" opacity="0.12" stroke="#ffffff" stroke-opacity="0.4" stroke-width="4"/>`
  const burners = [
    [480, 400],
    [800, 400],
    [1120, 400],
    [640, 650],
    [960, 650],
  ] as const
  for (const [x, y] of burners) {
    for (let i = 0; i < 3; i++) {
      out += `<circle cx="${x}" cy="${y}" r="${110 - i * 32}" fill="none" stroke="${palette.shapes[i]}" stroke-width="10" opacity="${0.9 - i * 0.2}"/>`
    }
  }
  for (let i = 0; i < 6; i++) {
    out += `<circle cx="${300 + i * 200}" cy="840" r="16" fill="${pick(random, palette.shapes)}"/>`
  }
  return out
}

/** Leaves and sprouts: ingredients and the farm. */
const leaves: Motif = (random, palette) => {
  let out = glows(random, 3)
  for (let i = 0; i < 34; i++) {
    const x = between(random, 0, W)
    const y = between(random, 0, H)
    const length = between(random, 70, 190)
    const angle = between(random, 0, 360)
    const colour = pick(random, palette.shapes)
    out += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"><path d="M 0 0 Q ${r1(length * 0.5)} ${r1(-length * 0.45)} ${r1(length)} 0 Q ${r1(length * 0.5)} ${r1(length * 0.45)} 0 0 Z" fill="${colour}" opacity="0.85"/><line x1="0" y1="0" x2="${r1(length * 0.92)}" y2="0" stroke="#ffffff" stroke-width="3" opacity="0.45"/></g>`
  }
  return out
}

/** Confetti and streamers: ceremonies and events. */
const confetti: Motif = (random, palette) => {
  let out = glows(random, 3)
  for (let i = 0; i < 140; i++) {
    const x = between(random, 0, W)
    const y = between(random, 0, H)
    const colour = pick(random, palette.shapes)
    const kind = random()
    if (kind < 0.45)
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(between(random, 12, 30))}" height="${r1(between(random, 6, 14))}" fill="${colour}" transform="rotate(${r1(between(random, 0, 180))} ${r1(x)} ${r1(y)})"/>`
    else if (kind < 0.8)
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(between(random, 5, 14))}" fill="${colour}"/>`
    else
      out += `<path d="M ${r1(x)} ${r1(y)} q 30 -40 60 0 t 60 0" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`
  }
  return out
}

/** A network of nodes: data and analysis. */
const network: Motif = (random, palette) => {
  let out = glows(random, 3)
  const nodes = Array.from({ length: 40 }, () => [between(random, 40, W - 40), between(random, 40, H - 40)] as const)
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i]
      const b = nodes[j]
      if (!a || !b) continue
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1])
      if (distance < 260)
        out += `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${palette.shapes[0]}" stroke-width="2" opacity="${r1(0.7 - distance / 500)}"/>`
    }
  }
  for (const [x, y] of nodes) {
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(between(random, 6, 16))}" fill="${pick(random, palette.shapes)}"/>`
  }
  return out
}

/** A dotted map with pins: stores across the country. Dots are patterns, not thousands of circles. */
const map: Motif = (random, palette) => {
  let out = glows(random, 2)
  out += `<defs><pattern id="sea" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="17" cy="17" r="3" fill="#ffffff" opacity="0.2"/></pattern>`
  out += `<pattern id="land" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="17" cy="17" r="7" fill="${palette.shapes[0]}" opacity="0.85"/></pattern></defs>`
  out += `<rect width="${W}" height="${H}" fill="url(#sea)"/>`
  // An organic island from a few overlapping blobs; its dots sit exactly on the sea's.
  const island = [
    [820, 520, 420, 380],
    [560, 330, 260, 200],
    [1080, 720, 240, 190],
  ] as const
  out += `<g fill="url(#land)">${island.map(([cx, cy, rx, ry]) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`).join('')}</g>`
  for (let i = 0; i < 9; i++) {
    const x = between(random, 560, 1150)
    const y = between(random, 260, 800)
    const colour = palette.shapes[1 + (i % (palette.shapes.length - 1))]
    out += `<path d="M ${r1(x)} ${r1(y)} q -34 -46 -34 -70 a 34 34 0 1 1 68 0 q 0 24 -34 70 Z" fill="${colour}"/><circle cx="${r1(x)}" cy="${r1(y - 72)}" r="13" fill="#ffffff"/>`
  }
  return out
}

export interface SeedImage {
  /** Stable key: the uploaded file is `${key}.png` (stored as `${key}.webp`). */
  key: string
  alt: string
  palette: Palette
  motif: Motif
  seed: number
}

/** At most 16 images, reused across pages and posts. */
export const seedImages = [
  {
    key: 'seed-hero-night-orbit',
    alt: '짙은 남색 밤하늘 위로 빛나는 궤도와 입자들이 퍼져 나가는 추상 일러스트',
    palette: {
      background: ['#070b1f', '#101a3d', '#1b1140'],
      shapes: ['#ff8a3d', '#ffd166', '#5ec8ff', '#9b8cff'],
      glow: '#3a4dff',
    },
    motif: orbits,
    seed: 11,
  },
  {
    key: 'seed-foodtech-molecules',
    alt: '청록색 배경 위에 분자 구조처럼 연결된 원들이 흩어진 푸드테크 연구 일러스트',
    palette: {
      background: ['#003b46', '#07575b', '#0f7c78'],
      shapes: ['#66fcf1', '#c4dfe6', '#ffd166', '#ff9f80'],
      glow: '#45c4b0',
    },
    motif: molecules,
    seed: 21,
  },
  {
    key: 'seed-burger-stack',
    alt: '따뜻한 주황색 배경 위에 빵, 채소, 치즈, 패티가 층층이 쌓인 추상 버거 일러스트',
    palette: {
      background: ['#ffb347', '#ff8c42', '#e8603c'],
      shapes: ['#f4c27a', '#6ab04c', '#5b3a29', '#ffd23f', '#e84a3c'],
      glow: '#ffe5a3',
    },
    motif: stack,
    seed: 31,
  },
  {
    key: 'seed-bio-cells',
    alt: '연두색과 초록색 배양 접시 안에 세포처럼 보이는 원들이 모여 있는 바이오 연구 일러스트',
    palette: {
      background: ['#0b3d2e', '#1e6f50', '#3a9d6a'],
      shapes: ['#b8f2a0', '#f9f871', '#6fe3c1', '#ffffff'],
      glow: '#a7f3d0',
    },
    motif: cells,
    seed: 41,
  },
  {
    key: 'seed-education-tiles',
    alt: '하늘색 배경 위에 노란색과 파란색 둥근 타일이 격자로 놓인 교육 프로그램 일러스트',
    palette: {
      background: ['#dff3ff', '#b9e2ff', '#8ecbff'],
      shapes: ['#ffc93c', '#2f6fde', '#ff7b54', '#ffffff', '#4fc1a6'],
      glow: '#ffffff',
    },
    motif: tiles,
    seed: 51,
  },
  {
    key: 'seed-impact-community',
    alt: '분홍, 노랑, 하늘색의 반투명한 원들이 서로 겹쳐 하나의 공동체를 이루는 일러스트',
    palette: {
      background: ['#fff4e6', '#ffe3e3', '#e7f5ff'],
      shapes: ['#ff6b6b', '#ffd43b', '#4dabf7', '#69db7c', '#b197fc'],
      glow: '#ffffff',
    },
    motif: community,
    seed: 61,
  },
  {
    key: 'seed-hearing-waves',
    alt: '보라색 배경에서 두 개의 중심으로부터 동심원 물결이 퍼져 나가는 시각 신호 일러스트',
    palette: {
      background: ['#2b1055', '#5b2a86', '#7597de'],
      shapes: ['#f9c5ff', '#ffe66d', '#9af8ff', '#ff9ecd'],
      glow: '#c77dff',
    },
    motif: waves,
    seed: 71,
  },
  {
    key: 'seed-youth-ribbons',
    alt: '산호색과 민트색 리본이 사선으로 뻗어 나가고 반짝이는 별이 흩어진 청년 창업 일러스트',
    palette: {
      background: ['#ff9a8b', '#ff6a88', '#ff99ac'],
      shapes: ['#7afcff', '#feff9c', '#ffffff', '#5b5fc7', '#2ec4b6'],
      glow: '#fff1e6',
    },
    motif: ribbons,
    seed: 81,
  },
  {
    key: 'seed-local-storefront',
    alt: '줄무늬 차양과 큰 창문이 있는 동네 가게 정면을 단순한 도형으로 표현한 소상공인 일러스트',
    palette: {
      background: ['#fef3c7', '#fde68a', '#f6c177'],
      shapes: ['#e76f51', '#fff8e7', '#8d5a3b', '#a8dadc', '#264653'],
      glow: '#ffffff',
    },
    motif: storefront,
    seed: 91,
  },
  {
    key: 'seed-invest-growth',
    alt: '짙은 초록색 배경 위로 막대그래프와 상승하는 추세선이 그려진 투자 성장 일러스트',
    palette: {
      background: ['#04261c', '#0b4635', '#12664c'],
      shapes: ['#52d681', '#a3f7bf', '#f8e16c', '#34c3ff'],
      glow: '#1fab89',
    },
    motif: growth,
    seed: 101,
  },
  {
    key: 'seed-team-people',
    alt: '부드러운 파스텔 색의 사람 모양 실루엣이 두 줄로 나란히 선 팀 소개 일러스트',
    palette: {
      background: ['#e0ecff', '#d7e3fc', '#ccdbfd'],
      shapes: ['#5c7cfa', '#ff8787', '#ffd43b', '#63e6be', '#b197fc'],
      glow: '#ffffff',
    },
    motif: people,
    seed: 111,
  },
  {
    key: 'seed-smart-kitchen',
    alt: '회색 조리대 위에 여러 개의 화구와 알림 불빛이 배치된 스마트 주방 일러스트',
    palette: {
      background: ['#2d3436', '#3d4548', '#565f63'],
      shapes: ['#ff7f50', '#ffd166', '#74b9ff', '#55efc4'],
      glow: '#ff9f68',
    },
    motif: kitchen,
    seed: 121,
  },
  {
    key: 'seed-fresh-leaves',
    alt: '밝은 연두색 배경 위에 여러 빛깔의 잎사귀가 흩날리는 신선한 식재료 일러스트',
    palette: {
      background: ['#f1f8e9', '#dcedc8', '#c5e1a5'],
      shapes: ['#43a047', '#7cb342', '#2e7d32', '#ffb300', '#26a69a'],
      glow: '#ffffff',
    },
    motif: leaves,
    seed: 131,
  },
  {
    key: 'seed-event-confetti',
    alt: '남색 배경 위에 알록달록한 색종이 조각과 리본이 흩날리는 행사 일러스트',
    palette: {
      background: ['#1a1b41', '#2c2f73', '#3d348b'],
      shapes: ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#ff99c8'],
      glow: '#6a4c93',
    },
    motif: confetti,
    seed: 141,
  },
  {
    key: 'seed-data-network',
    alt: '짙은 파란색 배경 위에 점과 선이 그물처럼 연결된 데이터 분석 일러스트',
    palette: {
      background: ['#020b2c', '#06215e', '#0b3a8c'],
      shapes: ['#4cc9f0', '#f72585', '#b5179e', '#fee440'],
      glow: '#4361ee',
    },
    motif: network,
    seed: 151,
  },
  {
    key: 'seed-store-map',
    alt: '점으로 그린 지도 위에 여러 색의 위치 핀이 꽂힌 전국 가맹점 일러스트',
    palette: {
      background: ['#0f3057', '#00587a', '#008891'],
      shapes: ['#e7e7de', '#ffb400', '#ff6f59', '#7bdff2', '#b2f7ef'],
      glow: '#00a8cc',
    },
    motif: map,
    seed: 161,
  },
] as const satisfies readonly SeedImage[]

export type SeedImageKey = (typeof seedImages)[number]['key']

export function imageSvg(image: SeedImage): string {
  const random = randomFrom(image.seed)
  const [a, b, c] = image.palette.background
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${image.palette.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${image.palette.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${image.motif(random, image.palette)}
</svg>`
}

/** The PNG to upload (fast compression: Payload re-encodes it to WebP anyway). */
export function renderImage(image: SeedImage): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(image)))
    .png({ compressionLevel: 1 })
    .toBuffer()
}
