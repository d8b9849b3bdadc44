/**
 * What stands in a text, a push or an e-mail subject for a web or e-mail address someone else typed.
 * These go out under the provider's name and number, so a link quoted in them would be the provider
 * vouching for it: a visitor's job description could send every contractor nearby to a fake payout
 * page. The pages, where the reader sees whose words they are, show them whole.
 */
export const LINK_LEFT_OUT = '[link removed]';

/*
 * Top-level domains a bare address (no scheme, no "www.", no path) is recognized by: every country's,
 * the common and the much-abused generic ones, and the names reserved for examples. A word, a dot and
 * another word with no space is usually a typo ("sq.ft", "deck.Then"), so only these make it an address;
 * with a path or a port after it ("bit.ly/x", "sbhs-payouts.example/login") any name does.
 */
const COUNTRY_DOMAINS =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw';
const GENERIC_DOMAINS =
  'com net org edu gov mil int info biz name pro mobi app dev page xyz top site online store shop click link live life world today tech space website fun club vip win bid loan work email support help services money cash bank finance credit pay agency solutions company business center zone cloud digital network systems host blog news media best buzz icu cyou sbs bond cfd lol mom men date review stream download racing party trade science accountant faith webcam kim ink gdn asia casino bet games group tips guide ltd llc inc global social chat beauty quest monster uno rocks wang ren xin cam rest one ' +
  'example test invalid localhost onion';
const KNOWN_DOMAINS = new Set(`${COUNTRY_DOMAINS} ${GENERIC_DOMAINS}`.split(' '));

/** A host name's label, in any script, and the dots between labels: full-width ones too, which phones read as dots. */
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const DOT = String.raw`[.\u3002\uFF0E\uFF61]`;
const HOST = String.raw`(?:${LABEL}${DOT})+(?:\p{L}{2,63}|xn--[a-z0-9-]+)`;

/**
 * Addresses, in the order they are tried at each place: with a scheme (`https://`, `mailto:`), e-mail
 * addresses, `www.` names, IPv4 addresses, a host name with a path or a port, then a bare host name,
 * kept or not by its top-level domain.
 */
const ADDRESS = new RegExp(
  [
    String.raw`(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/\S*`,
    String.raw`\bmailto:\S*`,
    String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@${HOST}`,
    String.raw`\bwww\d*${DOT}\S*`,
    String.raw`\b\d{1,3}(?:${DOT}\d{1,3}){3}\b(?:[/:]\S*)?`,
    String.raw`(?<![\p{L}\p{N}@-]|${DOT})${HOST}(?:\/|:\d)\S*`,
    String.raw`(?<bare>(?<![\p{L}\p{N}@-]|${DOT})${HOST})(?![\p{L}\p{N}@-])`,
  ].join('|'),
  'giu',
);

const DOTS = new RegExp(DOT, 'u');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Markers side by side, with nothing but spaces, commas or semicolons between them: one says it. */
const MARKERS = new RegExp(String.raw`${escaped(LINK_LEFT_OUT)}(?:[\s,;]+${escaped(LINK_LEFT_OUT)})+`, 'gu');

/** Punctuation that ends a sentence or closes a bracket after an address, rather than belonging to it. */
const TRAILING = /[)\]}>"'”’.,;:!?…]+$/u;

/** Characters nobody sees that change what is shown: direction marks and overrides, zero-width spaces and joiners, the soft hyphen. */
const INVISIBLE = /\p{Cf}/gu;
/** Control characters and line breaks: a quote is one line. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * Someone else's words as a text, a push or an e-mail subject quotes them: their web and e-mail
 * addresses left out (`LINK_LEFT_OUT`, once for addresses side by side), invisible and control
 * characters taken out, and one line. Words without an address read as they were. Never longer
 * than the words by more than one marker: many short addresses are cut off with "…".
 */
export function quotable(words: string): string {
  const plain = words.replace(INVISIBLE, '').replace(BREAKS, ' ').replace(/\s+/gu, ' ').trim();
  const quoted = plain
    .replace(ADDRESS, (address: string, ...rest: unknown[]) => {
      const groups = rest.at(-1) as { bare?: string };
      if (groups.bare !== undefined) {
        const domain = groups.bare.split(DOTS).at(-1)!.normalize('NFKC').toLowerCase();
        return KNOWN_DOMAINS.has(domain) ? LINK_LEFT_OUT : address;
      }
      return LINK_LEFT_OUT + (TRAILING.exec(address)?.[0] ?? '');
    })
    .replace(MARKERS, LINK_LEFT_OUT);
  return withinLength(quoted, plain.length + LINK_LEFT_OUT.length);
}

/** `text` cut to at most `max` characters with "…", between words and never inside a marker. */
function withinLength(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const marker = text.lastIndexOf(LINK_LEFT_OUT, cut.length - 1);
  if (marker >= 0 && marker + LINK_LEFT_OUT.length > cut.length) cut = cut.slice(0, marker);
  const space = cut.lastIndexOf(' ');
  if (space > 0 && !/\s/.test(text[cut.length] ?? ' ')) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
