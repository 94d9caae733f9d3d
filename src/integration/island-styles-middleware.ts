/** Middleware of `island-styles.ts`: moves Astro's island `<style>` from an HTML page's body into its head. */
import { defineMiddleware } from 'astro/middleware';
import { islandStylesInHead } from './island-styles.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const page = new Uint8Array(await response.arrayBuffer());
  return new Response(islandStylesInHead(page), { status: response.status, statusText: response.statusText, headers: response.headers });
});
