/**
 * What a built HTML page declares, read with a real HTML parser (htmlparser2): its robots directives
 * (`<meta name="robots">`), the targets of its plain links (`<a href>`), and the fragment targets it
 * offers (`id` attributes, and `name` on `<a>`). The sitemap reads the robots directives (a page that
 * says `noindex` is not listed); the crawl test reads the links and targets.
 */
import { Parser } from 'htmlparser2';

/** Facts of one HTML page. */
export interface HtmlFacts {
  /** The lower-cased robots directives, e.g. `['noindex']`; empty when the page has no robots meta. */
  robots: string[];
  /** `href` of every `<a>`, as written (relative or absolute), in document order. */
  links: string[];
  /** Every `id` in the page and every `<a name>`: the fragments (`#x`) a link may point at. */
  ids: Set<string>;
}

/**
 * Reads `html`. With `headOnly` parsing stops at `</head>` or `<body>` (robots only, cheap on large
 * pages; `links` and `ids` then hold what the head had). Never throws on malformed HTML: the parser
 * recovers as browsers do.
 */
export function htmlFacts(html: string, opts: { headOnly?: boolean } = {}): HtmlFacts {
  return parseFacts(html, opts).facts;
}

/**
 * The robots directives of a page's head, parsing `html` (the start of a page) only up to the head's end, and
 * whether that end was in it (when not, the head may go on past `html`).
 */
export function headRobots(html: string): { robots: string[]; ended: boolean } {
  const { facts, done } = parseFacts(html, { headOnly: true });
  return { robots: facts.robots, ended: done };
}

function parseFacts(html: string, opts: { headOnly?: boolean }): { facts: HtmlFacts; done: boolean } {
  const facts: HtmlFacts = { robots: [], links: [], ids: new Set() };
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (done) return;
        if (opts.headOnly && name === 'body') {
          done = true;
          parser.pause();
          return;
        }
        if (attrs.id) facts.ids.add(attrs.id);
        if (name === 'a') {
          if (attrs.name) facts.ids.add(attrs.name);
          if (attrs.href !== undefined) facts.links.push(attrs.href);
        } else if (name === 'meta' && attrs.name?.toLowerCase() === 'robots' && attrs.content) {
          facts.robots.push(
            ...attrs.content
              .toLowerCase()
              .split(',')
              .map((d) => d.trim())
              .filter(Boolean),
          );
        }
      },
      onclosetag(name) {
        if (opts.headOnly && name === 'head') {
          done = true;
          parser.pause();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  // Only an end found while writing counts: `end()` closes the elements still open, the head included.
  const ended = done;
  if (!done) parser.end();
  return { facts, done: ended };
}

/** True when the page asks search engines not to index it (`noindex` or `none`). */
export function isNoindex(facts: Pick<HtmlFacts, 'robots'>): boolean {
  return facts.robots.includes('noindex') || facts.robots.includes('none');
}
