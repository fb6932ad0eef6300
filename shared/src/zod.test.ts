import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema } from './contact/contact';
import * as z from './zod';

describe('project zod configuration', () => {
  it('parses without compiling code, so a CSP without unsafe-eval reports nothing', () => {
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args) {
        compiled += 1;
        return Reflect.apply(target, thisArg, args);
      },
    });
    try {
      const fresh = z.object({ name: z.string(), count: z.number() });
      expect(fresh.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
      expect(
        contactSubmissionSchema.safeParse({ name: 'Ada', email: 'ada@example.com', message: 'Hello there team' })
          .success,
      ).toBe(true);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
