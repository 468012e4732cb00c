import { describe, expect, it } from 'vitest';
import { escapeForScript, firstScreenPaths, withBootstrap } from './index-page';

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** The text of the page's data block, as a browser's parser ends it: at the first `</script`. */
function blockText(html: string): string {
  const start = html.indexOf('<script type="application/json" id="bootstrap">');
  const text = html.slice(start).replace(/^<script[^>]*>/, '');
  return text.slice(0, text.search(/<\/script/i));
}

describe('the data block of a page', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '<!--<script>',
    '</SCRIPT >',
    "Cost $& and $' and $`",
    'a\u2028b\u2029c',
    '&amp; <b>',
  ];

  it('cannot be ended or turned into markup by the data, and reads back as it was', () => {
    const bootstrap = { for: 'identity-1', answers: { '/api/palettes/user': hostile.map((name) => ({ name })) } };
    const html = withBootstrap(PAGE, bootstrap);
    const text = blockText(html);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(bootstrap);
    // The rest of the page is as it was: nothing in the data was read as a replacement pattern.
    expect(html.replace(/\s*<script type="application\/json"[^]*?<\/script>\s*/, '')).toBe(PAGE);
  });

  it('escapes the characters one by one as JSON Unicode escapes', () => {
    expect(escapeForScript('"</a>&\u2028"')).toBe('"\\u003c/a\\u003e\\u0026\\u2028"');
  });
});

describe("a signed-in page's first reads", () => {
  it("are the paths the client asks at: the product user, then the library's three lists or a palette and its colors", () => {
    const person = { email: 'ana+art@example.com', userId: 'user-1' };
    expect(firstScreenPaths({ ...person, screen: { name: 'library' } })).toEqual([
      '/api/user/email/ana%2Bart%40example.com',
      '/api/palettes/user',
      '/api/palettes/curated?limit=6&userId=user-1',
      '/api/palettes/shared?userId=user-1&limit=12',
    ]);
    expect(firstScreenPaths({ ...person, screen: { name: 'palette-detail', paletteId: 'p-1' } })).toEqual([
      '/api/user/email/ana%2Bart%40example.com',
      '/api/palettes/p-1',
      '/api/colors/palette/p-1',
    ]);
  });
});
