import { sql, type SQL } from 'drizzle-orm';
import { analyse, containsCjk, type DashboardProductsMatch } from '@curio/shared';
import { escapeLike } from '../db/escape-like';

type Field = Exclude<DashboardProductsMatch['filter'], 'all' | 'price'>;

/**
 * What one typed word matches: a word start for Latin words (SQL regex, so "red" finds "Red
 * Scarf" and "red-brown", not "Tailored"); a CJK run, which has no spaces between words, anywhere.
 */
interface SearchWord {
  text: string;
  cjk: boolean;
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/**
 * The words of a search, split by the shared analyser (the storefront search's own): the analysed
 * term where it is a prefix of what was typed (plural folding: "hoodies" → "hoodie" also finds
 * "Hoodie"), what was typed otherwise (the stored texts are not accent-folded). Adjacent CJK
 * characters stay one run.
 */
function searchWords(search: string): SearchWord[] {
  const words: SearchWord[] = [];
  let cjkEnd = -1;
  for (const token of analyse(search)) {
    const typed = search.slice(token.start, token.end).toLowerCase();
    if (containsCjk(typed)) {
      const last = words.at(-1);
      if (last?.cjk && cjkEnd === token.start) last.text += typed;
      else words.push({ text: typed, cjk: true });
      cjkEnd = token.end;
    } else {
      words.push({ text: typed.startsWith(token.term) ? token.term : typed, cjk: false });
    }
  }
  return words;
}

function textMatches(column: SQL, word: SearchWord): SQL {
  if (word.cjk) return sql`lower(${column}) like ${`%${escapeLike(word.text)}%`}`;
  return sql`lower(${column}) ~ ${`(^|[^[:alnum:]])${escapeRegex(word.text)}`}`;
}

/** A lookup's English name or one of its names in the other languages (decision 019). */
function nameMatches(name: SQL, translations: SQL, word: SearchWord): SQL {
  return sql`(${textMatches(name, word)} or exists (select 1 from jsonb_each_text(${translations}) n
                                                 where ${textMatches(sql`n.value`, word)}))`;
}

function lookupMatches(field: 'categories' | 'colors' | 'sizes', word: SearchWord): SQL {
  switch (field) {
    case 'colors':
      return sql`exists (select 1 from product_colors pc join colors c on c.id = pc.color_id
                         where pc.product_id = p.id
                           and ${nameMatches(sql`c.color`, sql`c.translations`, word)})`;
    case 'sizes':
      return sql`exists (select 1 from product_sizes ps join sizes s on s.id = ps.size_id
                         where ps.product_id = p.id
                           and ${nameMatches(sql`s.size`, sql`s.translations`, word)})`;
    case 'categories':
      return sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
                         where pc.product_id = p.id
                           and ${nameMatches(sql`c.name`, sql`c.translations`, word)})`;
  }
}

function fieldMatches(field: Field, word: SearchWord): SQL {
  switch (field) {
    case 'name':
      return textMatches(sql`p.name`, word);
    case 'description':
      return textMatches(sql`p.description`, word);
    case 'seller':
      return textMatches(sql`u.username`, word);
    case 'category':
      return lookupMatches('categories', word);
    case 'color':
      return lookupMatches('colors', word);
    case 'size':
      return lookupMatches('sizes', word);
  }
}

const TEXT_FIELDS: Field[] = ['name', 'description', 'category', 'color', 'size', 'seller'];

/** Prices as shown in lists (2 decimals): "12" finds 12.00 and 120.50, "12.5" finds 12.50. */
function priceMatches(search: string): SQL {
  return sql`to_char(p.price, 'FM999999990.00') like ${`${escapeLike(search)}%`}`;
}

/**
 * The dashboard's search (over `p` products joined with `u` their sellers): every word of the
 * search in the chosen field, or each word in any field for 'all' (or the price, as typed).
 */
export function searchCondition(search: string, filter: DashboardProductsMatch['filter']): SQL {
  if (filter === 'price') return priceMatches(search);
  const words = searchWords(search);
  if (words.length === 0) return filter === 'all' ? priceMatches(search) : sql`false`;
  const fields = filter === 'all' ? TEXT_FIELDS : [filter];
  const allWords = sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          fields.map((field) => fieldMatches(field, word)),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
  return filter === 'all' ? sql`(${allWords} or ${priceMatches(search)})` : allWords;
}
