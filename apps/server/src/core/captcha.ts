import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface Captcha {
  /** The text drawn in the image, e.g. `7*3=?` or `K7PX`. */
  question: string;
  /** What the user must type: the integer result, or the drawn characters. */
  answer: string;
  png: Buffer;
}

export type CaptchaType = 'math' | 'char';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;

/** Upper-case letters and digits with no look-alikes (0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const CAPTCHA_CHARS = 'ACEFGHJKMNPRTWXY34679';

/**
 * Stroke font on a 10 × 14 unit box (y grows downwards). Each glyph is a path in a
 * tiny SVG-like language: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`
 * and `E cx cy rx ry` (a closed ellipse). Drawn only with strokes, so no font files
 * are needed.
 */
const GLYPHS: Record<string, string> = {
  '0': 'E 5 7 4 7',
  '1': 'M 2 3 L 5.5 0 L 5.5 14 M 2.5 14 L 8.5 14',
  '2': 'M 1 3.5 C 1 -0.5 9 -0.5 9 3.5 C 9 7 1 10 1 14 L 9 14',
  '3': 'M 1 2 C 3 -0.5 9 -0.5 9 3.5 C 9 6 6.5 7 4 7 C 7 7 9.5 8 9.5 10.5 C 9.5 14.5 3 14.8 0.5 12',
  '4': 'M 7 14 L 7 0 L 0.5 10 L 9.5 10',
  '5': 'M 9 0 L 2 0 L 1.5 6 C 4 4.5 9.5 5 9.5 9.5 C 9.5 14.5 3 14.8 0.5 12',
  '6': 'M 8.5 1 C 5 -1 1 2 1 10 E 5 10 4 4',
  '7': 'M 1 0 L 9 0 L 4 14',
  '8': 'E 5 3.5 3.5 3.5 E 5 10.5 4.2 3.5',
  '9': 'E 5 4 4 4 M 9 4 C 9 10 7 14 2 13.5',
  '+': 'M 5 3 L 5 11 M 1 7 L 9 7',
  '-': 'M 1 7 L 9 7',
  '*': 'M 5 2.5 L 5 11.5 M 1 4.75 L 9 9.25 M 1 9.25 L 9 4.75',
  '/': 'M 8.5 0.5 L 1.5 13.5',
  '=': 'M 1 5 L 9 5 M 1 9 L 9 9',
  '?': 'M 1.5 3.5 C 1.5 -0.5 9 -0.5 9 3.5 C 9 6 5 6.5 5 9.5 L 5 10 M 5 13.2 L 5 13.6',
  A: 'M 0.5 14 L 5 0 L 9.5 14 M 2.2 9 L 7.8 9',
  C: 'M 9 2.5 C 7 -0.5 1 -0.5 1 7 C 1 14.5 7 14.5 9 11.5',
  E: 'M 9 0 L 1 0 L 1 14 L 9 14 M 1 7 L 7 7',
  F: 'M 9 0 L 1 0 L 1 14 M 1 7 L 7 7',
  G: 'M 9 2.5 C 7 -0.5 1 -0.5 1 7 C 1 14.5 8 14.5 9 11 L 9 8 L 5.5 8',
  H: 'M 1 0 L 1 14 M 9 0 L 9 14 M 1 7 L 9 7',
  J: 'M 3.5 0 L 9 0 M 7 0 L 7 10 C 7 14.5 1.5 14.5 1 11',
  K: 'M 1 0 L 1 14 M 9 0 L 1 8.5 M 3.8 5.8 L 9 14',
  M: 'M 0.5 14 L 1 0 L 5 9 L 9 0 L 9.5 14',
  N: 'M 1 14 L 1 0 L 9 14 L 9 0',
  P: 'M 1 14 L 1 0 L 6 0 C 10 0 10 7.5 6 7.5 L 1 7.5',
  R: 'M 1 14 L 1 0 L 6 0 C 10 0 10 7.5 6 7.5 L 1 7.5 M 5 7.5 L 9 14',
  T: 'M 0.5 0 L 9.5 0 M 5 0 L 5 14',
  W: 'M 0 0 L 2.5 14 L 5 5 L 7.5 14 L 10 0',
  X: 'M 1 0 L 9 14 M 9 0 L 1 14',
  Y: 'M 0.5 0 L 5 7 L 9.5 0 M 5 7 L 5 14',
};

const ARITY: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, E: 4 };

/** True when every character of `text` can be drawn. */
export function canDraw(text: string): boolean {
  return Array.from(text).every((c) => c in GLYPHS);
}

function traceGlyph(ctx: SKRSContext2D, path: string): void {
  const tokens = path.split(' ');
  ctx.beginPath();
  for (let i = 0; i < tokens.length; ) {
    const cmd = tokens[i];
    const n = ARITY[cmd];
    if (n === undefined) throw new Error(`bad glyph command ${cmd}`);
    const a = tokens.slice(i + 1, i + 1 + n).map(Number);
    i += 1 + n;
    if (cmd === 'M') ctx.moveTo(a[0], a[1]);
    else if (cmd === 'L') ctx.lineTo(a[0], a[1]);
    else if (cmd === 'Q') ctx.quadraticCurveTo(a[0], a[1], a[2], a[3]);
    else if (cmd === 'C') ctx.bezierCurveTo(a[0], a[1], a[2], a[3], a[4], a[5]);
    else {
      ctx.moveTo(a[0] + a[2], a[1]);
      ctx.ellipse(a[0], a[1], a[2], a[3], 0, 0, Math.PI * 2);
    }
  }
}

/** A cryptographically random float in [0, 1). */
export function secureRandom(): number {
  return randomInt(0, 2 ** 48 - 1) / 2 ** 48;
}

/** Integer in [0, n) from a random source that may (wrongly) return 1. */
const pick = (random: () => number, n: number) => Math.min(n - 1, Math.floor(random() * n));
const between = (random: () => number, lo: number, hi: number) => lo + random() * (hi - lo);

const INK = ['#1d3f8a', '#8a1d2c', '#1f6b34', '#5a2a82', '#222222', '#7a4a0c'];

function drawNoise(ctx: SKRSContext2D, random: () => number, lines: number, alpha: number): void {
  ctx.globalAlpha = alpha;
  for (let i = 0; i < lines; i++) {
    ctx.strokeStyle = INK[pick(random, INK.length)];
    ctx.lineWidth = between(random, 1, 1.8);
    ctx.beginPath();
    ctx.moveTo(between(random, 0, 30), between(random, 5, 55));
    ctx.bezierCurveTo(
      between(random, 30, 80),
      between(random, 0, 60),
      between(random, 80, 130),
      between(random, 0, 60),
      between(random, 130, 160),
      between(random, 5, 55),
    );
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function drawDots(ctx: SKRSContext2D, random: () => number, count: number): void {
  for (let i = 0; i < count; i++) {
    ctx.fillStyle = INK[pick(random, INK.length)];
    ctx.globalAlpha = between(random, 0.25, 0.6);
    ctx.beginPath();
    ctx.arc(between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT), between(random, 0.6, 1.6), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** Draws `text` with the stroke font, each glyph jittered, on a noisy light background. */
export function renderCaptcha(text: string, random: () => number = secureRandom): Buffer {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  const hue = pick(random, 360);
  ctx.fillStyle = `hsl(${hue}, 45%, 95%)`;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  drawDots(ctx, random, 40);
  drawNoise(ctx, random, 3, 0.45);

  const glyphs = Array.from(text);
  const margin = 8;
  const cell = (CAPTCHA_WIDTH - 2 * margin) / glyphs.length;
  const scale = Math.min(2.6, (cell * 0.8) / 10);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  glyphs.forEach((ch, i) => {
    const path = GLYPHS[ch];
    if (path === undefined) throw new Error(`no captcha glyph for ${JSON.stringify(ch)}`);
    ctx.save();
    ctx.translate(margin + cell * (i + 0.5) + between(random, -2, 2), CAPTCHA_HEIGHT / 2 + between(random, -4, 4));
    ctx.rotate(between(random, -0.28, 0.28));
    ctx.scale(scale * between(random, 0.9, 1.05), scale * between(random, 0.95, 1.1));
    ctx.translate(-5, -7);
    traceGlyph(ctx, path);
    ctx.restore();
    ctx.strokeStyle = INK[pick(random, INK.length)];
    ctx.lineWidth = 3.2;
    ctx.stroke();
  });

  drawNoise(ctx, random, 1, 0.55);
  return canvas.toBuffer('image/png');
}

const OPERATORS = ['+', '-', '*', '/'] as const;

/**
 * Arithmetic captcha: two operands 0–9 and one of + - * /. Division is kept only
 * when it divides evenly (otherwise it becomes addition) and subtraction puts the
 * larger operand first, so the answer is always a non-negative integer.
 */
export function createMathCaptcha(random: () => number = secureRandom): Captcha {
  let x = pick(random, 10);
  let y = pick(random, 10);
  let op: (typeof OPERATORS)[number] = OPERATORS[pick(random, OPERATORS.length)];
  let result: number;
  if (op === '*') result = x * y;
  else if (op === '/' && y !== 0 && x % y === 0) result = x / y;
  else if (op === '-') {
    if (x < y) [x, y] = [y, x];
    result = x - y;
  } else {
    op = '+';
    result = x + y;
  }
  const question = `${x}${op}${y}=?`;
  return { question, answer: String(result), png: renderCaptcha(question, random) };
}

/** Four characters from {@link CAPTCHA_CHARS}; the answer is the same text. */
export function createCharCaptcha(random: () => number = secureRandom): Captcha {
  let text = '';
  for (let i = 0; i < 4; i++) text += CAPTCHA_CHARS[pick(random, CAPTCHA_CHARS.length)];
  return { question: text, answer: text, png: renderCaptcha(text, random) };
}

export function createCaptcha(type: CaptchaType, random: () => number = secureRandom): Captcha {
  return type === 'char' ? createCharCaptcha(random) : createMathCaptcha(random);
}
