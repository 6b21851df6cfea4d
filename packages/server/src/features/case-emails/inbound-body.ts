import { convert } from "html-to-text";
import sanitizeHtml from "sanitize-html";

/**
 * What of a received message's HTML may reach a browser: sanitize-html's default allow-list
 * (text formatting, lists, tables, links; no scripts, styles, forms or event handlers), links
 * limited to web and mail addresses. Images are left out: a remote image in mail is a read
 * receipt for its sender, and embedded ones arrive as files of the e-mail anyway.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, allowed).trim();
}

/** Readable text of a mail's HTML, for search, the case list's preview and the text view. */
export function textOfMailHtml(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      // A link shows its words; the address in brackets after each would drown short mails.
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  }).trim();
}
