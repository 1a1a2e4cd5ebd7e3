/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// In development the Vite server serves the client and forwards the game server's routes
// to a grognard-server running on port 8080.
const server = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  build: { outDir: 'dist', target: 'es2022', sourcemap: true },
  server: {
    proxy: {
      '/api': server,
      '/health': server,
      '/ws': { target: server, ws: true },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
