/**
 * Rich text from the server (banners, logon popups, participant notifications) is written by
 * administrators in an editor and sanitised by the server; the web sanitises it again before
 * putting it in the page, so a bad record can never run script here.
 */
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

/** Safe HTML: text formatting, lists, links and images only; no script, style, forms or frames. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
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
