/** An SVG document as an <img> source; the page's CSP allows data: images but no inline markup from the BFF. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
