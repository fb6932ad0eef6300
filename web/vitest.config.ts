import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Vitest project `web`: component tests in jsdom, plus the prerender test. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
