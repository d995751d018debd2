/**
 * Rich text from the server (banners, logon popups, participant notifications) is written by
 * administrators in an editor and sanitised by the server; the web sanitises it again, by the
 * same rules (shared/rich-text.ts), before putting it in the page or the editor, so a bad record
 * can never run script here. DOMPurify then reads the result as the browser will (a DOM parser,
 * where js-xss reads text) and takes out anything a parser difference would let through.
 */
import { sanitizeRichText } from '@shared/rich-text';
import DOMPurify from 'dompurify';

let configured = false;

function purifier(): typeof DOMPurify {
  if (!configured) {
    // Links open in a new tab and give the opened page no handle on this one.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    configured = true;
  }
  return DOMPurify;
}

/** Safe HTML: what the server's allow-list keeps (formatting, headings, lists, quotes, links). */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(sanitizeRichText(html), { USE_PROFILES: { html: true }, ALLOW_DATA_ATTR: false });
}

/** The plain text of rich text, whitespace collapsed (for previews). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cuts a text at `max` characters, marking the cut with '...'. */
export function previewText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
