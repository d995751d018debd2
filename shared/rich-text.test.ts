import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes: formatting, headings, lists, quotes, links, alignment', () => {
    const html =
      '<h2 style="text-align:center;">Welcome</h2><p>Read <b>this</b>, <i>that</i>, <u>those</u> and <strong>more</strong>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><p><a href="https://example.org/a?b=1" target="_blank">site</a> ' +
      '<a href="mailto:help@example.org">mail</a><br></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('target="_blank">', 'target="_blank" rel="noopener noreferrer">'));
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()" onmouseover="x">Hi</p>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<svg onload=alert(1)><circle/></svg>after', 'after'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example" rel="opener" target="_top">x</a>', '<a href="https://ok.example">x</a>'],
    ['<form action="https://evil"><input name="p"><button>go</button></form>', 'go'],
    ['<p style="background:url(javascript:alert(1));color:red">c</p>', '<p style>c</p>'],
    ['<span style="color:#c00;position:fixed;top:0">c</span>', '<span style="color:#c00;">c</span>'],
    ['<p style="width:expression(alert(1))">c</p>', '<p style>c</p>'],
    ['<!-- <script>x</script> -->ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<object data="x.swf"></object><embed src="x">ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=https://evil"><base href="https://evil">ok', 'ok'],
  ])('removes %s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('never lets a tag with an event handler or a script through, whatever the nesting', () => {
    const hostile =
      '<div><p><a href="https://x" onclick="a()"><b onmouseover="b()">x</b></a></p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>';
    const clean = sanitizeRichText(hostile);
    expect(clean).not.toMatch(/on\w+=|<script|<img|<style|<math/i);
  });
});

describe('hasVisibleText', () => {
  it('is false for empty paragraphs and line breaks', () => {
    expect(hasVisibleText('<p><br></p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleText('<p>x</p>')).toBe(true);
  });
});
