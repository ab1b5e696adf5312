import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARS, canDraw, createCaptcha, createCharCaptcha, createMathCaptcha, renderCaptcha } from '../../src/core/captcha.ts';

/** Deterministic PRNG (mulberry32) so every seed reproduces the same captcha. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Feeds the operands and operator first, then falls back to a seeded stream for the drawing. */
function scripted(x: number, op: '+' | '-' | '*' | '/', y: number): () => number {
  const head = [x / 10 + 0.05, y / 10 + 0.05, ['+', '-', '*', '/'].indexOf(op) / 4 + 0.1];
  const rest = seeded(99);
  return () => head.shift() ?? rest();
}

const QUESTION = /^(\d)([-+*/])(\d)=\?$/;

function evaluate(question: string): number {
  const m = QUESTION.exec(question);
  if (!m) throw new Error(`malformed question ${question}`);
  const [x, op, y] = [Number(m[1]), m[2], Number(m[3])];
  if (op === '+') return x + y;
  if (op === '-') return x - y;
  if (op === '*') return x * y;
  return x / y;
}

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, img.width, img.height).data;
}

describe('createMathCaptcha', () => {
  it('always stores the integer result of the question it draws', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 400; seed++) {
      const { question, answer } = createMathCaptcha(seeded(seed));
      const m = QUESTION.exec(question);
      expect(m, question).not.toBeNull();
      const result = evaluate(question);
      expect(Number.isInteger(result), question).toBe(true);
      expect(result, question).toBeGreaterThanOrEqual(0);
      expect(answer, question).toBe(String(result));
      seen.add(m![2]);
    }
    expect([...seen].sort()).toEqual(['*', '+', '-', '/']);
  });

  it('keeps division only when it divides evenly', () => {
    expect(createMathCaptcha(scripted(8, '/', 4))).toMatchObject({ question: '8/4=?', answer: '2' });
    expect(createMathCaptcha(scripted(0, '/', 3))).toMatchObject({ question: '0/3=?', answer: '0' });
    expect(createMathCaptcha(scripted(7, '/', 3))).toMatchObject({ question: '7+3=?', answer: '10' });
    expect(createMathCaptcha(scripted(5, '/', 0))).toMatchObject({ question: '5+0=?', answer: '5' });
  });

  it('orders subtraction so the result is never negative', () => {
    expect(createMathCaptcha(scripted(2, '-', 9))).toMatchObject({ question: '9-2=?', answer: '7' });
    expect(createMathCaptcha(scripted(6, '-', 1))).toMatchObject({ question: '6-1=?', answer: '5' });
    expect(createMathCaptcha(scripted(4, '-', 4))).toMatchObject({ question: '4-4=?', answer: '0' });
  });

  it('multiplies and adds single digits', () => {
    expect(createMathCaptcha(scripted(7, '*', 3))).toMatchObject({ question: '7*3=?', answer: '21' });
    expect(createMathCaptcha(scripted(9, '+', 9))).toMatchObject({ question: '9+9=?', answer: '18' });
  });

  it('tolerates a random source that returns values at the edges of [0, 1]', () => {
    expect(createMathCaptcha(() => 1)).toMatchObject({ question: '9/9=?', answer: '1' });
    expect(createMathCaptcha(() => 0)).toMatchObject({ question: '0+0=?', answer: '0' });
  });

  it('uses the secure random source by default', () => {
    const { question, answer } = createMathCaptcha();
    expect(answer).toBe(String(evaluate(question)));
  });
});

describe('createCharCaptcha', () => {
  it('draws four unambiguous characters and stores the same text', () => {
    const used = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const { question, answer } = createCharCaptcha(seeded(seed));
      expect(question).toMatch(/^[A-Z0-9]{4}$/);
      expect(answer).toBe(question);
      for (const c of question) {
        expect(CAPTCHA_CHARS).toContain(c);
        used.add(c);
      }
    }
    expect(used.size).toBe(CAPTCHA_CHARS.length);
    expect(CAPTCHA_CHARS).not.toMatch(/[01258OIQDLZSBUV]/);
  });

  it('is chosen by createCaptcha type', () => {
    expect(createCaptcha('char', seeded(3)).question).toMatch(/^[A-Z0-9]{4}$/);
    expect(createCaptcha('math', seeded(3)).question).toMatch(QUESTION);
  });
});

describe('captcha image', () => {
  it('is a 160×60 PNG', () => {
    const { png } = createMathCaptcha(seeded(7));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(160);
    expect(png.readUInt32BE(20)).toBe(60);
  });

  it('has a light background with dark glyph strokes on it', async () => {
    for (const { png } of [createMathCaptcha(seeded(11)), createCharCaptcha(seeded(12))]) {
      const data = await pixels(png);
      let dark = 0;
      let light = 0;
      for (let i = 0; i < data.length; i += 4) {
        const lum = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
        if (lum < 110) dark++;
        if (lum > 200) light++;
      }
      const total = data.length / 4;
      expect(light / total).toBeGreaterThan(0.6);
      // Noise alone leaves a few dozen dark pixels; the sparsest question (1-1=?) leaves ~600.
      expect(dark).toBeGreaterThan(300);
    }
  });

  it('differs between captchas', () => {
    const a = createMathCaptcha(seeded(21));
    const b = createMathCaptcha(seeded(22));
    expect(a.png.equals(b.png)).toBe(false);
  });

  it('has a glyph for every character it may need and refuses others', () => {
    expect(canDraw(`0123456789+-*/=?${CAPTCHA_CHARS}`)).toBe(true);
    expect(canDraw('a')).toBe(false);
    expect(() => renderCaptcha('1+b', seeded(1))).toThrow(/no captcha glyph/);
  });
});
