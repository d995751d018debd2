import { sanitizeRichText } from '@shared/rich-text';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './html';

describe('sanitizeHtml (rich text from the server, before it is shown)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>text', 'img'],
    ['<p>Hi<script>alert(1)</script></p>', 'script'],
    ['<svg onload=alert(1)><circle/></svg>after', 'svg'],
    ['<form action="https://evil"><input name="p"><button>go</button></form>', 'form, input, button'],
  ])('drops what the server drops: %s', (html, selector) => {
    const shown = document.createElement('div');
    shown.innerHTML = sanitizeHtml(html);
    expect(shown.querySelector(selector)).toBeNull();
    expect(shown.querySelector('[onerror], [onload]')).toBeNull();
  });

  it('keeps links to http(s) and mailto only, opening in a new tab without a handle on the portal', () => {
    const shown = document.createElement('div');
    shown.innerHTML = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="https://example.org">b</a><a href="data:text/html,x">c</a>',
    );
    const [bad, good, data] = shown.querySelectorAll('a');
    expect(bad.hasAttribute('href')).toBe(false);
    expect(data.hasAttribute('href')).toBe(false);
    expect(good.getAttribute('href')).toBe('https://example.org');
    expect(good.getAttribute('target')).toBe('_blank');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('follows the server’s allow-list, inline styles included (one source: shared/rich-text.ts)', () => {
    const html =
      '<h2 style="text-align:center;">Welcome</h2><p><span style="color:#c00;position:fixed">red</span> <u>u</u></p><table><tr><td>cell</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(sanitizeRichText(html));
    expect(sanitizeHtml(html)).toContain('style="color:#c00;"');
    expect(sanitizeHtml(html)).not.toContain('<table');
  });

  it('gives the plain text of rich text', () => {
    expect(htmlToText('<p>One <b>two</b></p><script>three</script>')).toBe('One two');
  });
});
