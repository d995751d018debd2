/**
 * The one set of rules for the rich text of popups, notifications and banners: the server applies
 * it on write (ARCHITECTURE §6: "sanitised on write"), the web before it shows stored text or puts
 * it into the editor (web/src/lib/html.ts). An allow-list: formatting, headings, lists, quotes and
 * links; links only to http(s) and mailto, and a link opening a new tab gets rel="noopener
 * noreferrer". Everything else is dropped: script/style/iframe… with their content, event handlers, other URLs, comments.
 * js-xss parses without a DOM (DOMPurify needs one), so the Lambda bundle stays small and the same
 * code runs in the browser.
 */
import xss from 'xss';

/** js-xss is CommonJS: its typings call the default export the bare filter function, but at run time it carries the whole API. */
const api = (module: unknown) => module as typeof import('xss');
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = api(xss);

const TEXT_STYLE = ['style'];
const ALLOWED_TAGS: Record<string, string[]> = {
  p: TEXT_STYLE,
  br: [],
  div: TEXT_STYLE,
  span: TEXT_STYLE,
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  sub: [],
  sup: [],
  h1: TEXT_STYLE,
  h2: TEXT_STYLE,
  h3: TEXT_STYLE,
  h4: TEXT_STYLE,
  ul: [],
  ol: [],
  li: TEXT_STYLE,
  blockquote: [],
  hr: [],
  pre: [],
  code: [],
  a: ['href', 'target', 'rel', 'title'],
};

/** Elements removed together with what they contain. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'svg',
  'math',
];

/** Inline styles the editor writes (alignment, colour, emphasis); a value may not load or run anything. */
const safeCssValue = (value: string) => /^[#\w\s(),.%-]+$/.test(value) && !/url|expression|javascript|image|var\(/i.test(value);
const CSS_ALLOWED = Object.fromEntries(
  ['color', 'background-color', 'text-align', 'font-weight', 'font-style', 'text-decoration'].map((name) => [name, safeCssValue]),
);

const LINK_PROTOCOL = /^(https?:\/\/|mailto:)/i;

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: { whiteList: CSS_ALLOWED },
  onTagAttr: (tag, name, value) => {
    if (tag !== 'a') return undefined;
    if (name === 'href') {
      const url = friendlyAttrValue(value).trim();
      return LINK_PROTOCOL.test(url) ? `href="${escapeAttrValue(url)}"` : '';
    }
    // rel is ours to set: only with target=_blank, and always noopener noreferrer.
    if (name === 'rel') return '';
    if (name === 'target') return friendlyAttrValue(value).trim() === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    return undefined;
  },
});

export function sanitizeRichText(html: string): string {
  // An unclosed or nested dropped element leaves js-xss's "[removed]" markers behind.
  return filter
    .process(html)
    .replace(/\[\/?removed\]/g, '')
    .trim();
}

/** Whether sanitised HTML shows anything: text, not only empty paragraphs and line breaks. */
export function hasVisibleText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}
