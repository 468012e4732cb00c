import { escapeHtml } from './escape-html';

/**
 * The client's page with a head of its own: the site's title and description give way to the
 * page's, so the page has one of each (issue 41: a shared page carried the site's description too).
 * `tags` are `[attribute, key, value]` of the page's <meta> tags, its description among them.
 */
export function withPageHead(html: string, head: { title: string; tags: ReadonlyArray<readonly [string, string, string]> }): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
  ];
  return (
    html
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      // A function, so that no `$&`, `$\``, or `$'` in a title is read as a replacement pattern.
      .replace('</head>', () => `    ${lines.join('\n    ')}\n  </head>`)
  );
}
