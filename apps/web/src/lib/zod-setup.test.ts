import './zod-setup';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import * as z from 'zod';

describe('zod in the browser', () => {
  it('runs without its JIT, which the Content-Security-Policy forbids (new Function)', () => {
    expect(config().jitless).toBe(true);
    // Schemas still parse, without compiling code.
    expect(z.object({ ad: z.string() }).parse({ ad: 'Çarşı' })).toEqual({ ad: 'Çarşı' });
  });
});
