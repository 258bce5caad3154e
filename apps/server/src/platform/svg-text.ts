/**
 * Text written into the SVG pictures we draw (game tiles, content banners): the five characters
 * XML gives a meaning escaped, so a name like `Kral & Kraliçe` or a quote cannot break the picture.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
