/**
 * /boot.js: on a page the server rendered, the app's code waits in `<template id="curio-code">`
 * (apps/server web/first-paint.ts) until the page has painted — the document parsed, then one
 * frame — so the code never delays the first paint nor takes bandwidth from what it needs
 * (decision 013).
 */

function start(): void {
  const code = document.getElementById('curio-code');
  // Scripts of a template's content run once they are in the document.
  if (code instanceof HTMLTemplateElement) document.body.append(code.content.cloneNode(true));
}

function afterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', afterNextPaint, { once: true });
} else {
  afterNextPaint();
}
