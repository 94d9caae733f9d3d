/**
 * Text made safe inside the HTML the scripts write themselves (the quality report, the deploy's redirect pages):
 * `&`, `<`, `>` and `"` as entities, so a value can stand in text or a double-quoted attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
