/**
 * Where the content collections' pages live (spec §2 routes: `/about-us`, `/buying`, `/warranty`,
 * `/pages/...`, `/blog/vehicle-reviews`): a `pages` entry with one of the spec's top-level names gets that
 * path, any other `/pages/{id}/`; blog posts are `/blog/vehicle-reviews/{id}/`, newest first.
 */
import { getCollection } from 'astro:content';
import type { PageEntry } from '../../content/read.ts';
import { pageEntry } from '../../content/read.ts';
import type { BlogPost, ContentPage } from '../../content/schema/page.ts';

/** Content pages with a top-level path of their own (spec §2). */
export const TOP_LEVEL_PAGES = ['about-us', 'buying', 'warranty'] as const;

/** The blog's index path (spec §2 `/blog/vehicle-reviews`). */
export const BLOG_PATH = '/blog/vehicle-reviews/';

/** The path of content page `id`: `/about-us/`, or `/pages/{id}/`. */
export function contentPagePath(id: string): string {
  return (TOP_LEVEL_PAGES as readonly string[]).includes(id) ? `/${id}/` : `/pages/${id}/`;
}

/** Every content page of the tenant, by footer order then title. */
export async function allContentPages(): Promise<PageEntry<ContentPage>[]> {
  const ids = ((await getCollection('pages' as never)) as { id: string }[]).map((e) => e.id);
  const pages = (await Promise.all(ids.map((id) => pageEntry<ContentPage>('pages', id)))).filter(
    (p): p is PageEntry<ContentPage> => p !== null,
  );
  return pages.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

/** A content page by id. @throws Error when the tenant has none (the platform ships the top-level ones). */
export async function contentPage(id: string): Promise<PageEntry<ContentPage>> {
  const page = await pageEntry<ContentPage>('pages', id);
  if (!page) throw new Error(`content: no page "${id}" (expected src/content/pages/${id}.md or sites/<slug>/content/pages/${id}.md)`);
  return page;
}

/** Every blog post, newest first. */
export async function allBlogPosts(): Promise<PageEntry<BlogPost>[]> {
  const ids = ((await getCollection('blog' as never)) as { id: string }[]).map((e) => e.id);
  const posts = (await Promise.all(ids.map((id) => pageEntry<BlogPost>('blog', id)))).filter((p): p is PageEntry<BlogPost> => p !== null);
  return posts.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id));
}

/** Whether the site builds its blog ({@link BLOG_PATH} and the posts' pages): it has at least one post. */
export async function hasBlog(): Promise<boolean> {
  return (await allBlogPosts()).length > 0;
}
