/**
 * Prints one dialog in landscape: while printing, a style element hides everything else on
 * the page (the app and any dialog underneath), lets the dialog flow over several pages and
 * sets `@page { size: landscape }`. The style is removed after printing, so the landscape page
 * rule never applies to other prints (the attendance policy modal prints portrait).
 */
export const PRINT_STYLE_ATTRIBUTE = 'data-print-dialog';

export function printDialogCss(rootClass: string): string {
  const root = `.${rootClass}`;
  return `@media print {
  @page { size: landscape; margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; }
  body > *:not(${root}) { display: none !important; }
  ${root}, ${root} .MuiDialog-container { position: static !important; height: auto !important; display: block !important; }
  ${root} .MuiBackdrop-root, ${root} .MuiDialogActions-root, ${root} [data-print="hide"] { display: none !important; }
  ${root} .MuiDialog-paper { margin: 0 !important; max-width: none !important; max-height: none !important; width: 100% !important; box-shadow: none !important; overflow: visible !important; }
  ${root} .MuiDialogContent-root { overflow: visible !important; }
  ${root} tr { break-inside: avoid; }
  ${root} h3 { break-after: avoid; }
}`;
}

export function printDialog(rootClass: string): void {
  for (const old of document.querySelectorAll(`style[${PRINT_STYLE_ATTRIBUTE}="${rootClass}"]`)) old.remove();
  const style = document.createElement('style');
  style.setAttribute(PRINT_STYLE_ATTRIBUTE, rootClass);
  style.textContent = printDialogCss(rootClass);
  document.head.appendChild(style);
  const cleanup = () => {
    style.remove();
    window.removeEventListener('afterprint', cleanup);
  };
  window.addEventListener('afterprint', cleanup);
  window.print();
}
