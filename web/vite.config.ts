import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.PONTE_API_URL ?? "http://localhost:4000";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/media": api,
      // Only the OAuth endpoints: /auth/callback is a web route.
      "/auth/google": api,
      "/auth/facebook": api,
      "/healthz": api,
    },
  },
});
