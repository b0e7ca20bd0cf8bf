// Minimal HTML building: escaping and the document shell every simulated site shares.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export function documentShell(siteName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - ${escapeHtml(siteName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:960px;margin:1rem auto;padding:0 1rem}img{max-width:100%}
header{display:flex;gap:1rem;align-items:center;border-bottom:1px solid #ccc;margin-bottom:1rem}</style></head>
<body><header><a href="/" class="brand">${escapeHtml(siteName)}</a>
<form action="/search" method="get"><input name="q" placeholder="Search"><button>Search</button></form></header>
<main>${body}</main><footer><a href="/dmca">DMCA</a></footer></body></html>`;
}
