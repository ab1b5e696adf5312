import sanitizeHtml from 'sanitize-html';

/**
 * What a notice body may keep: the editor's formatting (paragraphs, headings, emphasis, lists,
 * quotes, code, links, images) and nothing that runs: no script, style, iframe, form, event handler
 * (`on*`), `style` attribute, or `javascript:`/`data:` URL. Links open in a new tab without access
 * to this page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The stored form of a notice body: allowlisted HTML, or null when nothing is left. */
export function sanitizeNoticeContent(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' || clean === '<p></p>' ? null : clean;
}
