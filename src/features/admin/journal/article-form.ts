// The article editor's form, apart from React: what it holds, how it starts from a stored article,
// what it checks as the admin types (the contract's rules, so a save is rarely refused), and the
// bodies it sends. A new article's slug follows its title until the admin writes their own.
import { t } from '@lingui/core/macro';
import type { AdminJournalArticle, AdminJournalArticleCreate, AdminJournalArticleUpdate } from '@generated/api/model';
import { isArticleSlug, slugFromTitle } from '@shared/journal/paths.ts';

export type ArticleForm = {
  title: string;
  /** The admin's own slug; null while it follows the title. */
  slug: string | null;
  excerpt: string;
  coverImage: string;
  authorName: string;
  bodyHtml: string;
};

export type FormField = keyof ArticleForm;
export type Problems = Partial<Record<FormField, string>>;

export const LIMITS = { title: 200, slug: 120, excerpt: 300, coverImage: 2048, authorName: 120, bodyHtml: 100_000 };
const COVER = /^(\/files\/|https:\/\/)/;

export const EMPTY_FORM: ArticleForm = {
  title: '',
  slug: null,
  excerpt: '',
  coverImage: '',
  authorName: '',
  bodyHtml: '',
};

export function formOf(article: AdminJournalArticle): ArticleForm {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    coverImage: article.coverImage ?? '',
    authorName: article.authorName,
    bodyHtml: article.bodyHtml,
  };
}

/** The slug the article will have: the admin's own, else the one made from the title. */
export const slugOf = (form: ArticleForm) => form.slug ?? slugFromTitle(form.title);

export function sameForm(a: ArticleForm, b: ArticleForm): boolean {
  return (Object.keys(a) as FormField[]).every((k) => (a[k] ?? '') === (b[k] ?? ''));
}

/** What is wrong with the form, by field; `isNew` lets a new article's author default to the admin. */
export function problemsOf(form: ArticleForm, isNew: boolean): Problems {
  const problems: Problems = {};
  if (!form.title.trim()) problems.title = t`Give the article a title`;
  else if (form.title.length > LIMITS.title) problems.title = t`Keep the title to ${LIMITS.title} characters`;
  const slug = slugOf(form);
  if ((form.slug !== null || !isNew) && !isArticleSlug(slug))
    problems.slug = t`Use lower-case letters and digits, words joined by single hyphens`;
  if (form.excerpt.length > LIMITS.excerpt) problems.excerpt = t`Keep the summary to ${LIMITS.excerpt} characters`;
  const cover = form.coverImage.trim();
  if (cover && (!COVER.test(cover) || cover.length > LIMITS.coverImage))
    problems.coverImage = t`Use an uploaded file’s /files/ address or an https:// link`;
  if (!isNew && !form.authorName.trim()) problems.authorName = t`Name who wrote it`;
  else if (form.authorName.length > LIMITS.authorName)
    problems.authorName = t`Keep the name to ${LIMITS.authorName} characters`;
  if (form.bodyHtml.length > LIMITS.bodyHtml) problems.bodyHtml = t`Keep the text under ${LIMITS.bodyHtml} characters`;
  return problems;
}

export function createInputOf(form: ArticleForm): AdminJournalArticleCreate {
  const slug = slugOf(form);
  return {
    title: form.title.trim(),
    // A slug left to follow the title is made by the server, which numbers it when it is taken.
    ...(form.slug !== null && slug ? { slug } : {}),
    ...(form.excerpt.trim() ? { excerpt: form.excerpt.trim() } : {}),
    ...(form.coverImage.trim() ? { coverImage: form.coverImage.trim() } : {}),
    ...(form.authorName.trim() ? { authorName: form.authorName.trim() } : {}),
    bodyHtml: form.bodyHtml,
  };
}

export function updateInputOf(form: ArticleForm, version: number): AdminJournalArticleUpdate {
  return {
    version,
    title: form.title.trim(),
    slug: slugOf(form),
    excerpt: form.excerpt.trim(),
    coverImage: form.coverImage.trim() || null,
    authorName: form.authorName.trim(),
    bodyHtml: form.bodyHtml,
  };
}

/** The server's refusal (`body.slug`, `body.coverImage` ...) as problems beside the form's fields. */
export function problemsFromServer(fields: ReadonlyArray<{ field: string; message: string }>): Problems {
  const keys = new Set<string>(Object.keys(EMPTY_FORM));
  const problems: Problems = {};
  for (const f of fields) {
    const key = f.field.replace(/^body\./, '').split('.')[0] ?? '';
    if (keys.has(key)) problems[key as FormField] ??= f.message;
  }
  return problems;
}
